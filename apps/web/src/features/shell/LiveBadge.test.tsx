import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import { sampleEnvironmentConfig } from '../../test/fixtures';
import { selectThemeDescription } from '../site-config';
import {
  defaultSiteConfig,
  integrationTypeSelected,
  themeSelected,
} from '../site-config/site-config-slice';
import { LiveBadge, liveNote, liveSandboxNote } from './LiveBadge';

function renderBadge(environment: 'try' | 'live', isTestProvider?: boolean) {
  const { store } = storeWithLog({
    environment: {
      loading: false,
      configFetched: true,
      requested: null,
      error: null,
      config: {
        ...sampleEnvironmentConfig,
        environment,
        ...(isTestProvider !== undefined && { isTestProvider }),
      },
    },
    siteConfig: { ...defaultSiteConfig, environment },
  });
  render(
    <Provider store={store}>
      <LiveBadge place="shell" />
    </Provider>,
  );
}

describe('what the shell says about the applied settings (issue 35, item 6)', () => {
  it('shows nothing in Try', () => {
    renderBadge('try');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks Live, and says when Live still points at the sandbox', () => {
    renderBadge('live', true);
    expect(screen.getByRole('note', { name: 'Environment' })).toHaveTextContent(
      `LIVE${liveSandboxNote}`,
    );
  });

  it('marks Live with a live provider without the sandbox note', () => {
    renderBadge('live', false);
    expect(screen.getByRole('note', { name: 'Environment' })).toHaveTextContent(`LIVE${liveNote}`);
  });

  it("titles the panel with the applied integration: retail on Orchestrated is 'Payments API'", () => {
    const { store } = storeWithLog();
    store.dispatch(themeSelected('retail'));
    expect(selectThemeDescription(store.getState())).toBe('Fashion retailer · Modular APIs');
    store.dispatch(integrationTypeSelected('Orchestrated'));
    expect(selectThemeDescription(store.getState())).toBe('Fashion retailer · Payments API');
    store.dispatch(themeSelected('museart'));
    expect(selectThemeDescription(store.getState())).toBe(
      'Museum ticket portal · Hosted Payment Pages',
    );
  });
});
