// The only code that calls our /api/* endpoints. Every response is parsed with the contracts
// schemas; nothing is cast. (Provider traffic and its event-log recording join this client as
// the payment features land.)
import {
  apiErrorSchema,
  environmentConfigSchema,
  type EnvironmentConfig,
  type EnvironmentName,
} from '@sjd/contracts';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ProviderClient {
  getEnvironmentConfig(environment: EnvironmentName): Promise<EnvironmentConfig>;
}

type Fetch = typeof fetch;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiRequestError(
      `The server sent an unreadable response (${response.status})`,
      response.status,
    );
  }
}

export function createProviderClient(
  fetchImpl: Fetch = (...args) => fetch(...args),
): ProviderClient {
  return {
    async getEnvironmentConfig(environment) {
      const response = await fetchImpl(`/api/config?environment=${environment}`, {
        headers: { accept: 'application/json' },
      });
      const body = await readJson(response);
      if (!response.ok) {
        const error = apiErrorSchema.safeParse(body);
        throw new ApiRequestError(
          error.success ? error.data.message : `Config request failed (${response.status})`,
          response.status,
        );
      }
      const parsed = environmentConfigSchema.safeParse(body);
      if (!parsed.success) {
        throw new ApiRequestError(
          'The environment config has an unexpected shape',
          response.status,
        );
      }
      return parsed.data;
    },
  };
}
