// GET /api/config (spec §4 "On startup the environment config is fetched"), parsed with the
// contracts' schema: the store's fetch (the provider client). The root pages, before and without
// the store, read the few fields they use through root-config.ts instead.
import {
  apiErrorSchema,
  environmentConfigSchema,
  type EnvironmentConfig,
  type EnvironmentName,
} from '@sjd/contracts';
import { ApiRequestError } from './api-request-error';

export { ApiRequestError } from './api-request-error';

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
