// GET /api/config against spec §3 "Environment config", per profile, with real-looking
// credentials configured: none of them may appear in what the browser receives.
import { describe, expect, it } from 'vitest';
import { environmentConfigSchema } from '@sjd/contracts';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';

const env = {
  PUBLIC_URL: 'https://demo.example',
  PROVIDER_BASE_URL: 'https://try.provider.example',
  PROVIDER_USERNAME: 'try-user-Q7',
  PROVIDER_PASSWORD: 'try-pass-W3',
  PROVIDER_3DS_ORIGIN: 'https://3ds-try.provider.example',
  LIVE_PROVIDER_BASE_URL: 'https://live.provider.example',
  LIVE_PROVIDER_USERNAME: 'live-user-E5',
  LIVE_PROVIDER_PASSWORD: 'live-pass-R9',
  LIVE_PROVIDER_ENTITY: 'live-entity',
  GA_TRACKING_ID: 'G-TEST',
  GA_DOMAINS: 'demo.example, www.demo.example',
  ERROR_REPORTING_DSN: 'https://key@errors.example/1',
};

const secrets = [
  env.PROVIDER_USERNAME,
  env.PROVIDER_PASSWORD,
  env.LIVE_PROVIDER_USERNAME,
  env.LIVE_PROVIDER_PASSWORD,
  Buffer.from(`${env.PROVIDER_USERNAME}:${env.PROVIDER_PASSWORD}`).toString('base64'),
  Buffer.from(`${env.LIVE_PROVIDER_USERNAME}:${env.LIVE_PROVIDER_PASSWORD}`).toString('base64'),
];

describe('GET /api/config', () => {
  it.each([
    [
      'try',
      'https://try.provider.example',
      'https://3ds-try.provider.example',
      'default',
      'apple-pay-gateway-cert',
    ],
    [
      'live',
      'https://live.provider.example',
      'https://live.provider.example',
      'live-entity',
      'apple-pay-gateway',
    ],
  ] as const)(
    'serves the %s profile with every spec §3 field and no secret',
    async (name, base, origin3ds, entity, appleGateway) => {
      const app = await buildApp(testConfig(env));
      const res = await app.inject(`/api/config?environment=${name}`);
      await app.close();
      const config = environmentConfigSchema.parse(res.json());
      expect(config).toEqual({
        environment: name,
        secureOrigin3ds: origin3ds,
        wpBaseUrl: base,
        wpEndpoint: '/api/wpservices',
        paymentsEndpoint: '/api/payments',
        HPPEndpoint: '/api/hpp',
        challengeReturnUrl: 'https://demo.example/challenge-return.html',
        applePaySessionUrl: `https://${appleGateway}.apple.com/paymentservices/paymentSession`,
        apmPaymentsUrl: `${base}/apmPayments`,
        HPPSDKURL: `${base}/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js`,
        checkoutSDKPath: '/access-checkout/v2/checkout.js',
        checkoutId: 'sjd-checkout-id',
        entity,
        testScenariosUrl: 'https://try.provider.example/docs/test-scenarios',
        isTestProvider: name === 'try',
        gaDomains: ['demo.example', 'www.demo.example'],
        gaTrackingId: 'G-TEST',
        errorReportingDsn: 'https://key@errors.example/1',
        errorReportingSampleRate: 1,
        cookiePolicyLink: 'https://try.provider.example/docs/cookie-policy',
        privacyPolicyLink: 'https://try.provider.example/docs/privacy-policy',
        getInTouchLink: 'https://try.provider.example/docs/contact',
        contactUsLabel: 'Get in touch',
      });
      for (const secret of secrets) expect(res.body).not.toContain(secret);
      expect(res.body.toLowerCase()).not.toMatch(/password|username|authorization/);
    },
  );
});

describe('GET /api/config opened under another name', () => {
  const returnUrl = async (publicUrl: string | undefined, host: string) => {
    const app = await buildApp(testConfig(publicUrl ? { PUBLIC_URL: publicUrl } : {}));
    const res = await app.inject({ url: '/api/config', headers: { host } });
    await app.close();
    return environmentConfigSchema.parse(res.json()).challengeReturnUrl;
  };

  it.each([
    ['localhost:3000', 'http://localhost:3000/challenge-return.html'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000/challenge-return.html'],
    ['[::1]:3000', 'http://[::1]:3000/challenge-return.html'],
    // Not a name of this demo: the configured one, never the Host header's.
    ['evil.example:3000', 'http://localhost:3000/challenge-return.html'],
    ['127.0.0.1:4000', 'http://localhost:3000/challenge-return.html'],
  ])('by default, a page on %s returns from the challenge to %s', async (host, expected) => {
    expect(await returnUrl(undefined, host)).toBe(expected);
  });

  it('a public PUBLIC_URL is the only return address', async () => {
    expect(await returnUrl('https://demo.example', '127.0.0.1:3000')).toBe(
      'https://demo.example/challenge-return.html',
    );
  });
});
