// The container's HEALTHCHECK (and anyone's): exits 0 when the server on this machine answers
// GET /api/health with 200 within 3 s, 1 otherwise. It reads PORT as the server does.
// Node built-ins only: the runtime image has no curl.
const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!response.ok) console.error(`${url} answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
