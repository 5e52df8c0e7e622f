import os

import requests

response = requests.post(
    "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges",
    headers={
      "Accept": "application/json",
      "WP-Api-Version": "2024-06-01"
    },
    auth=(os.environ["PROVIDER_USERNAME"], os.environ["PROVIDER_PASSWORD"])
)

print(response.status_code)
print(response.text)
