curl http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData \
  --request POST \
  --user "$PROVIDER_USERNAME:$PROVIDER_PASSWORD" \
  --header 'Content-Type: application/json' \
  --header 'Accept: application/json' \
  --header 'WP-Api-Version: 2024-06-01' \
  --data '{
  "collectionReference": "0_4f2bce7d-2b57-4866-a184-66eec5b87fef"
}'