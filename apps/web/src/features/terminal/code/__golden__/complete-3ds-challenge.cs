// Does not run as-is: its URL comes from the answers of 4 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

using System.Net.Http.Headers;
using System.Text;

using var client = new HttpClient();

var request = new HttpRequestMessage(HttpMethod.Post, "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges");
request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes((Environment.GetEnvironmentVariable("PROVIDER_USERNAME") ?? "sjd-demo") + ":" + (Environment.GetEnvironmentVariable("PROVIDER_PASSWORD") ?? "sjd-demo-secret"))));
request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
request.Headers.TryAddWithoutValidation("WP-Api-Version", "2024-06-01");

using var response = await client.SendAsync(request);

Console.WriteLine((int)response.StatusCode);
Console.WriteLine(await response.Content.ReadAsStringAsync());
