// GET /api/config (spec §4 "On startup the environment config is fetched"), parsed with the
// contracts' schema. Its own module: the landing page fetches the config before (and without)
// the store and the provider client, which come with the shops.
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

export async function requestEnvironmentConfig(
  fetchImpl: typeof fetch,
  apiBaseUrl: string,
  environment: EnvironmentName,
): Promise<EnvironmentConfig> {
  const response = await fetchImpl(`${apiBaseUrl}/api/config?environment=${environment}`, {
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
    throw new ApiRequestError('The environment config has an unexpected shape', response.status);
  }
  return parsed.data;
}
