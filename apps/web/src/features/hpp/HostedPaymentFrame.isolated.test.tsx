// The library set-up spec §7 names (url, type iframe, inject immediate, target container,
// accessibility true, debug false, result callback) plus the theme's customisation, and what the
// frame reports: set up, the result the callback got, or that the library was not there.
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themes } from '../../themes';
import { storeWithLog } from '../../test/store';
import { HostedPaymentFrame } from './HostedPaymentFrame';
import type * as HppLibrary from './hpp-library';
import { loadHppLibrary, type HppSetupOptions } from './hpp-library';

vi.mock('./hpp-library', async (original) => ({
  ...(await original<typeof HppLibrary>()),
  loadHppLibrary: vi.fn(),
}));

const url = 'http://localhost:3001/app/hpp/integration/transaction/abc';
const libraryUrl =
  'http://localhost:3001/resources/hpp/integrations/embedded/js/hpp-embedded-integration-library.js';

function renderFrame() {
  const log = storeWithLog({
    hpp: {
      step: { name: 'open', url, transactionReference: 'SJD-1', libraryUrl, setup: null },
    },
  });
  const view = render(
    <Provider store={log.store}>
      <HostedPaymentFrame
        url={url}
        libraryUrl={libraryUrl}
        styles={themes.museart.hostedStyles.hpp}
      />
    </Provider>,
  );
  return { ...log, container: view.container };
}

afterEach(() => vi.mocked(loadHppLibrary).mockReset());

describe('hosted payment frame', () => {
  it('sets the library up as spec §7 says, in its own container, and reports the result', async () => {
    const setUp = vi.fn<(options: HppSetupOptions) => void>();
    vi.mocked(loadHppLibrary).mockResolvedValue(setUp);
    const { store, container } = renderFrame();
    await waitFor(() => expect(setUp).toHaveBeenCalledOnce());
    expect(loadHppLibrary).toHaveBeenCalledWith(libraryUrl);

    const options = setUp.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      url,
      type: 'iframe',
      inject: 'immediate',
      accessibility: true,
      debug: false,
      customisation: { header: { gradient: 'linear-gradient(90deg, #7a1f2b, #4d1119)' } },
    });
    expect(container.querySelector(`#${options?.target ?? 'none'}`)).not.toBeNull();
    expect(store.getState().hpp.step).toMatchObject({
      name: 'open',
      setup: { url, type: 'iframe', resultCallback: 'function (responseData) { … }' },
    });

    options?.resultCallback({ order: { status: 'failure', transactionReference: 'SJD-1' } });
    expect(store.getState().hpp.step).toEqual({
      name: 'answered',
      result: {
        status: 'failure',
        transactionReference: 'SJD-1',
        data: { order: { status: 'failure', transactionReference: 'SJD-1' } },
      },
    });
  });

  it('a library that did not load: the page is unavailable, with the reason', async () => {
    vi.mocked(loadHppLibrary).mockRejectedValue(
      new Error('The hosted payment page library could not be loaded from http://localhost:3001.'),
    );
    const { store } = renderFrame();
    await waitFor(() => expect(store.getState().hpp.step.name).toBe('unavailable'));
    expect(store.getState().hpp.step).toEqual({
      name: 'unavailable',
      problem: 'library',
      message: 'The hosted payment page library could not be loaded from http://localhost:3001.',
    });
  });

  it('a set-up the library refuses: unavailable, with what it said', async () => {
    vi.mocked(loadHppLibrary).mockResolvedValue(() => {
      throw new Error('WPCL.Library: the "target" element "x" was not found.');
    });
    const { store } = renderFrame();
    await waitFor(() => expect(store.getState().hpp.step.name).toBe('unavailable'));
    expect(store.getState().hpp.step).toMatchObject({
      problem: 'library',
      message: expect.stringContaining('the "target" element "x" was not found') as unknown,
    });
  });
});
