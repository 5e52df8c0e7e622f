// Does not run as-is: its URL and collectionReference come from the answers of 2 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

using System.Net.Http.Headers;
using System.Text;

using var client = new HttpClient();

var request = new HttpRequestMessage(HttpMethod.Post, "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData");
request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes((Environment.GetEnvironmentVariable("PROVIDER_USERNAME") ?? "sjd-demo") + ":" + (Environment.GetEnvironmentVariable("PROVIDER_PASSWORD") ?? "sjd-demo-secret"))));
request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
request.Headers.TryAddWithoutValidation("WP-Api-Version", "2024-06-01");
request.Content = new StringContent(
"""
{
  "collectionReference": "0_4f2bce7d-2b57-4866-a184-66eec5b87fef"
}
""",
System.Text.Encoding.UTF8, "application/json");

using var response = await client.SendAsync(request);

Console.WriteLine((int)response.StatusCode);
Console.WriteLine(await response.Content.ReadAsStringAsync());
