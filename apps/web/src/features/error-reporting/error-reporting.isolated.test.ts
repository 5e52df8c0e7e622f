import { beforeEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const captureException = vi.fn();
vi.mock('@sentry/react', () => ({ init, captureException }));

describe('error reporting', () => {
  beforeEach(() => {
    vi.resetModules();
    init.mockClear();
    captureException.mockClear();
  });

  it('stays off without a DSN: the SDK is never loaded', async () => {
    const reporting = await import('./error-reporting');
    reporting.startErrorReporting('', 1);
    reporting.reportError(new Error('ignored'));
    expect(reporting.isErrorReportingStarted()).toBe(false);
    await Promise.resolve();
    expect(init).not.toHaveBeenCalled();
  });

  it('starts with the configured DSN and sample rate, and reports boundary errors', async () => {
    const reporting = await import('./error-reporting');
    reporting.startErrorReporting('https://key@errors.example/1', 1);
    const error = new Error('render failed');
    reporting.reportError(error);
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(error));
    expect(init).toHaveBeenCalledWith({
      dsn: 'https://key@errors.example/1',
      sampleRate: 1,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      },
    });
  });
});
