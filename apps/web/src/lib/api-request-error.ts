// A failed call to the demo server's own API (lib/demo-server-client.ts; the landing's config
// read, root-config.ts): the server's message, its HTTP status (0: it could not be reached) and
// its error code when it answered one ({error, message}, e.g. `clockBusy`).
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
