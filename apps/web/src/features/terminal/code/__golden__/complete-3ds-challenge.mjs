const response = await fetch('http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges', {
  method: 'POST',
  headers: {
    Accept: 'application/json',
    'WP-Api-Version': '2024-06-01',
    Authorization: `Basic ${btoa(`${process.env.PROVIDER_USERNAME}:${process.env.PROVIDER_PASSWORD}`)}`
  }
});

console.log(response.status);
console.log(await response.text());
