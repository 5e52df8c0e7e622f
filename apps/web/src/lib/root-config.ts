// GET /api/config for the root pages (the landing's status line, the footer's links, the
// start-up services), before and without the store. It reads only the fields those pages use
// and checks each by hand, so the landing loads no schema library: zod's engine was ~16 KB of
// its ~128 KB (bench/bundle-size.ts). The store fetches the config again with the contracts'
// schema, which checks every field (lib/environment-config-request.ts); a test holds the two
// checks to the same verdict on each field read here (root-config.test.ts).
import type { EnvironmentConfig, EnvironmentName } from '@sjd/contracts';
import { ApiRequestError } from './api-request-error';

/** The fields of the environment config the root pages read. */
export type RootEnvironmentConfig = Pick<
  EnvironmentConfig,
  | 'environment'
  | 'wpBaseUrl'
  | 'gaDomains'
  | 'gaTrackingId'
  | 'errorReportingDsn'
  | 'errorReportingSampleRate'
  | 'cookiePolicyLink'
  | 'privacyPolicyLink'
  | 'getInTouchLink'
  | 'contactUsLabel'
>;

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isUrl: Check = (value) => typeof value === 'string' && URL.canParse(value);

/** Each field's check: the same rules as the contracts' schema (environment-config.ts). */
const checks: Record<keyof RootEnvironmentConfig, Check> = {
  environment: (value) => value === 'try' || value === 'live',
  wpBaseUrl: isUrl,
  gaDomains: (value) => Array.isArray(value) && value.every(isString),
  gaTrackingId: isString,
  errorReportingDsn: isString,
  errorReportingSampleRate: (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1,
  cookiePolicyLink: isUrl,
  privacyPolicyLink: isUrl,
  getInTouchLink: isUrl,
  contactUsLabel: isString,
};

const rootFields = Object.keys(checks) as (keyof RootEnvironmentConfig)[];

/** The root pages' fields of a config answer, or null when any of them is missing or wrong. */
export function parseRootConfig(value: unknown): RootEnvironmentConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const field of rootFields) {
    const fieldValue: unknown = Reflect.get(value, field);
    if (!checks[field](fieldValue)) return null;
    picked[field] = fieldValue;
  }
  // Every field was checked against its own rule above.
  return picked as RootEnvironmentConfig;
}

/** The message of an { error, message } answer, or null. */
function errorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message: unknown = Reflect.get(body, 'message');
  return typeof message === 'string' && message !== '' ? message : null;
}

export async function requestRootConfig(
  fetchImpl: typeof fetch,
  environment: EnvironmentName,
): Promise<RootEnvironmentConfig> {
  const response = await fetchImpl(`/api/config?environment=${environment}`, {
    headers: { accept: 'application/json' },
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRequestError(
      `The server sent an unreadable response (${response.status})`,
      response.status,
    );
  }
  if (!response.ok) {
    throw new ApiRequestError(
      errorMessage(body) ?? `Config request failed (${response.status})`,
      response.status,
    );
  }
  const config = parseRootConfig(body);
  if (!config) {
    throw new ApiRequestError('The environment config has an unexpected shape', response.status);
  }
  return config;
}
