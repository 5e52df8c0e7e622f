curl http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges \
  --request POST \
  --user "$PROVIDER_USERNAME:$PROVIDER_PASSWORD" \
  --header 'Accept: application/json' \
  --header 'WP-Api-Version: 2024-06-01'