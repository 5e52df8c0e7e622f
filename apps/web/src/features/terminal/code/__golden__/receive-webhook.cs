// A receiver for the provider's webhooks (ASP.NET Core minimal API): it trusts an event only
// when Event-Signature holds the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS
// (keyId:secret,keyId:secret).
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;

var secrets = (Environment.GetEnvironmentVariable("WEBHOOK_SECRETS") ?? "")
    .Split(',', StringSplitOptions.RemoveEmptyEntries)
    .Where(pair => pair.Contains(':'))
    .ToDictionary(pair => pair[..pair.IndexOf(':')].Trim(), pair => pair[(pair.IndexOf(':') + 1)..].Trim());
var signature = new Regex("^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$");

bool IsSigned(string? header, byte[] rawBody) =>
    (header ?? "").Split(',').Select(part => signature.Match(part.Trim())).Any(match =>
        match.Success
        && secrets.TryGetValue(match.Groups[1].Value, out var secret)
        && CryptographicOperations.FixedTimeEquals(
            HMACSHA256.HashData(Encoding.UTF8.GetBytes(secret), rawBody),
            Convert.FromHexString(match.Groups[2].Value)));

var app = WebApplication.Create(args);
app.MapPost("/webhooks", async (HttpRequest request) =>
{
    using var buffer = new MemoryStream();
    await request.Body.CopyToAsync(buffer);
    var rawBody = buffer.ToArray();
    if (!IsSigned(request.Headers["Event-Signature"], rawBody)) return Results.BadRequest();
    Console.WriteLine(Encoding.UTF8.GetString(rawBody));
    return Results.Ok();
});
app.Run($"http://{Environment.GetEnvironmentVariable("HOST") ?? "127.0.0.1"}:{Environment.GetEnvironmentVariable("PORT") ?? "8000"}");
