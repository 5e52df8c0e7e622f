// The root pages' hand check of the environment config (root-config.ts) against the contracts'
// schema, which the store uses: the same verdict on a valid config and on every wrong value of
// each field the root pages read, so the two cannot drift apart unnoticed.
import { describe, expect, it, vi } from 'vitest';
import { environmentConfigSchema } from '@sjd/contracts';
import { sampleEnvironmentConfig } from '../test/fixtures';
import { parseRootConfig, requestRootConfig, type RootEnvironmentConfig } from './root-config';
import { storedDeletionPending, storedEnvironment } from './start-up-state';

const wrongValues: Record<keyof RootEnvironmentConfig, unknown[]> = {
  environment: ['Live', 'production', '', 1, null, undefined],
  wpBaseUrl: ['not a url', '', 42, null, undefined],
  gaDomains: ['example.com', [1], [null], {}, null, undefined],
  gaTrackingId: [1, null, undefined, []],
  errorReportingDsn: [false, null, undefined],
  errorReportingSampleRate: [-0.1, 1.5, '0.5', Number.NaN, null, undefined],
  cookiePolicyLink: ['/cookies', 'cookies', null, undefined],
  privacyPolicyLink: ['privacy', 7, undefined],
  getInTouchLink: ['', null, undefined],
  contactUsLabel: [1, null, undefined],
};

describe('parseRootConfig', () => {
  it('takes a valid config, as the schema does, and keeps only the fields it reads', () => {
    expect(environmentConfigSchema.safeParse(sampleEnvironmentConfig).success).toBe(true);
    const parsed = parseRootConfig(sampleEnvironmentConfig);
    expect(parsed).toEqual({
      environment: sampleEnvironmentConfig.environment,
      wpBaseUrl: sampleEnvironmentConfig.wpBaseUrl,
      gaDomains: sampleEnvironmentConfig.gaDomains,
      gaTrackingId: sampleEnvironmentConfig.gaTrackingId,
      errorReportingDsn: sampleEnvironmentConfig.errorReportingDsn,
      errorReportingSampleRate: sampleEnvironmentConfig.errorReportingSampleRate,
      cookiePolicyLink: sampleEnvironmentConfig.cookiePolicyLink,
      privacyPolicyLink: sampleEnvironmentConfig.privacyPolicyLink,
      getInTouchLink: sampleEnvironmentConfig.getInTouchLink,
      contactUsLabel: sampleEnvironmentConfig.contactUsLabel,
    });
  });

  for (const [field, values] of Object.entries(wrongValues)) {
    it(`refuses what the schema refuses in ${field}`, () => {
      for (const value of values) {
        const config = { ...sampleEnvironmentConfig, [field]: value };
        expect(environmentConfigSchema.safeParse(config).success, String(value)).toBe(false);
        expect(parseRootConfig(config), String(value)).toBeNull();
      }
    });
  }

  it('refuses what is not an object', () => {
    for (const value of [null, 'config', 3, [sampleEnvironmentConfig]]) {
      expect(parseRootConfig(value)).toBeNull();
    }
  });
});

describe('requestRootConfig', () => {
  const answer = (status: number, body: string) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

  it('asks for the environment and gives the fields read', async () => {
    const fetchImpl = answer(200, JSON.stringify(sampleEnvironmentConfig));
    await expect(requestRootConfig(fetchImpl, 'live')).resolves.toMatchObject({
      wpBaseUrl: sampleEnvironmentConfig.wpBaseUrl,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/api/config?environment=live', expect.anything());
  });

  it('fails with the server’s message, or a clear one', async () => {
    await expect(
      requestRootConfig(answer(429, '{"error":"rateLimited","message":"Too many"}'), 'try'),
    ).rejects.toThrow('Too many');
    await expect(requestRootConfig(answer(502, '<html>'), 'try')).rejects.toThrow(
      'The server sent an unreadable response (502)',
    );
    await expect(requestRootConfig(answer(200, '{"environment":"try"}'), 'try')).rejects.toThrow(
      'The environment config has an unexpected shape',
    );
  });
});

describe('the stored facts read before the store', () => {
  const storage = (entries: Record<string, string>) => ({
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
  });

  it('reads the environment and the pending delete-all, or the defaults', () => {
    const stored = storage({
      'sjd:siteConfig': JSON.stringify({ version: 1, data: { environment: 'live' } }),
      'sjd:tokens': JSON.stringify({ version: 2, data: { isDeletingAll: true } }),
    });
    expect(storedEnvironment(stored)).toBe('live');
    expect(storedDeletionPending(stored)).toBe(true);
    const wrong = storage({
      'sjd:siteConfig': JSON.stringify({ version: 1, data: { environment: 'prod' } }),
      'sjd:tokens': JSON.stringify({ version: 2, data: { isDeletingAll: 'yes' } }),
    });
    expect(storedEnvironment(wrong)).toBe('try');
    expect(storedDeletionPending(wrong)).toBe(false);
  });
});
