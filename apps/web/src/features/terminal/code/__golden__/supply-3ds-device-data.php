<?php // Does not run as-is: its URL and collectionReference come from the answers of 2 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

$ch = curl_init("http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData");

curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_USERPWD, (getenv('PROVIDER_USERNAME') ?: 'sjd-demo') . ':' . (getenv('PROVIDER_PASSWORD') ?: 'sjd-demo-secret'));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'Accept: application/json', 'WP-Api-Version: 2024-06-01']);
curl_setopt($ch, CURLOPT_POSTFIELDS, '{
  "collectionReference": "0_4f2bce7d-2b57-4866-a184-66eec5b87fef"
}');

curl_exec($ch);

curl_close($ch);
