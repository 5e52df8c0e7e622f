# Does not run as-is: its URL comes from the answers of 4 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

import os

import requests

response = requests.post(
    "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges",
    headers={
      "Accept": "application/json",
      "WP-Api-Version": "2024-06-01"
    },
    auth=(os.environ.get("PROVIDER_USERNAME", "sjd-demo"), os.environ.get("PROVIDER_PASSWORD", "sjd-demo-secret"))
)

print(response.status_code)
print(response.text)
