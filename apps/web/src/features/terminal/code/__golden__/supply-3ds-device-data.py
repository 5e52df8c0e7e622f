# Does not run as-is: its URL and collectionReference come from the answers of 2 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

import os

import requests

response = requests.post(
    "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData",
    headers={
      "Content-Type": "application/json",
      "Accept": "application/json",
      "WP-Api-Version": "2024-06-01"
    },
    auth=(os.environ.get("PROVIDER_USERNAME", "sjd-demo"), os.environ.get("PROVIDER_PASSWORD", "sjd-demo-secret")),
    json={
      "collectionReference": "0_4f2bce7d-2b57-4866-a184-66eec5b87fef"
    }
)

print(response.status_code)
print(response.text)
