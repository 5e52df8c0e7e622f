const response = await fetch('http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'WP-Api-Version': '2024-06-01',
    Authorization: `Basic ${btoa(`${process.env.PROVIDER_USERNAME}:${process.env.PROVIDER_PASSWORD}`)}`
  },
  body: JSON.stringify({
    collectionReference: '0_4f2bce7d-2b57-4866-a184-66eec5b87fef'
  })
});

console.log(response.status);
console.log(await response.text());
