// The layout of every shop route: the demo shell (left panel, device frame, terminal) around the
// shop's chrome and screen. Sets the theme from the path (spec §2), the page title, the scroll
// rule and the 'Test Cards' default of the current route. Loaded lazily: the UI kit and the
// shell never reach the landing page (the fonts are asked for when the route starts loading,
// router.tsx).
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import type { ShopTheme } from '../../config/paths';
import { capabilitiesOf } from '../../config/shops';
import { selectItemCount } from '../../features/cart/cart-slice';
import { ShopChrome } from '../../features/chrome/ShopChrome';
import { testCardsFor } from '../../features/chrome/test-cards';
import { TestCardsPopup } from '../../features/chrome/TestCardsPopup';
import { openConsentManager } from '../../features/consent/consent-manager';
import { selectEnvironmentConfig } from '../../features/environment/environment-slice';
import { selectIsDesktop } from '../../features/shell/app-wrapper-slice';
import { DemoShell, type DeviceArea } from '../../features/shell/DemoShell';
import { DemoClock } from '../../features/clock/DemoClock';
import { DeviceFrame } from '../../features/shell/DeviceFrame';
import { DeviceToggle } from '../../features/shell/DeviceToggle';
import { DocumentationPanel } from '../../features/shell/DocumentationPanel';
import { InformationPanel } from '../../features/shell/InformationPanel';
import { LeftPanel } from '../../features/shell/LeftPanel';
import { useRouteFocus } from '../../features/shell/use-route-focus';
import { useRouteScroll } from '../../features/shell/use-route-scroll';
import { useWindowResize } from '../../features/shell/use-window-resize';
import {
  selectThemeDescription,
  selectThemeName,
  themeSelected,
} from '../../features/site-config/site-config-slice';
import { LiveBadge } from '../../features/shell/LiveBadge';
import { themes } from '../../themes';
import { createMuiTheme } from '../../themes/mui-theme';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { replayFromNavigationState } from '../../lib/navigation-state';
import type { AppStore } from '../store';
import { preloadJourneyScreens } from './screens';
import { useShopRoute } from './use-shop-route';

const Terminal = lazy(async () => ({
  default: (await import('../../features/terminal/Terminal')).Terminal,
}));
const OrdersPanel = lazy(async () => ({
  default: (await import('../../features/orders/OrdersPanel')).OrdersPanel,
}));
const loadSettingsPanel = () => import('../../features/settings/SettingsPanel');
const SettingsPanel = lazy(async () => ({ default: (await loadSettingsPanel()).SettingsPanel }));
/** The closed panel's form loads when the visitor reaches for the panel (see LeftPanel). */
const preloadSettingsPanel = () => void loadSettingsPanel();

const shellTheme = createMuiTheme(themes.appWrapper, 'window');
/** Re-renders only when what it shows changes (its children come memoised from the layout). */
const MemoDeviceFrame = memo(DeviceFrame);
const openPrivacyChoices = () => void openConsentManager();

/** Spec §2: if the path does not include the current theme, the theme is set from the path. */
function useThemeFromPath(shop: ShopTheme | undefined) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectThemeName);
  useEffect(() => {
    if (shop && shop !== current) dispatch(themeSelected(shop));
  }, [shop, current, dispatch]);
}

export function ShopLayoutRoute() {
  const match = useShopRoute();
  const shop = match?.theme;
  const theme = themes[shop ?? 'default'];
  const location = useLocation();
  const isDesktop = useAppSelector(selectIsDesktop);
  const itemCount = useAppSelector(selectItemCount);
  const config = useAppSelector(selectEnvironmentConfig);
  const windowWidth = useWindowResize();
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  useThemeFromPath(shop);
  // Focus follows the screen: the new screen's heading (issue 35); not a replay's (issue 44).
  useRouteFocus(location.pathname, replayFromNavigationState(location.state) !== null);
  const flow = match?.rules.flow;
  const screenId = match?.route.screen;
  useEffect(() => {
    if (!flow || !screenId) return;
    // After the screen has painted: its own work comes first.
    const id = window.setTimeout(() => preloadJourneyScreens(flow, screenId), 0);
    return () => window.clearTimeout(id);
  }, [flow, screenId]);
  // Entries opened without router state (first load, reload) share the key 'default'.
  useRouteScroll(
    scrollElement,
    `${location.key}|${location.pathname}`,
    match?.route.scroll ?? 'reset',
  );
  const shopTheme = useMemo(
    () => createMuiTheme(theme, isDesktop ? 'desktop' : 'mobile'),
    [theme, isDesktop],
  );

  // The shell's parts are built once per change of what they show: the layout re-renders for
  // the window width, the scroll element, the basket count or the config, and each of those must
  // not re-render the whole shop (on a phone at load that was five renders of every component).
  const testScenariosUrl = config?.testScenariosUrl ?? null;
  // The accordion's title follows the applied integration (issue 35).
  const description = useAppSelector(selectThemeDescription);
  const left = useMemo(
    () =>
      shop && (
        <LeftPanel
          description={shop === theme.name ? description : theme.description}
          onOpenIntent={capabilitiesOf(theme.name).settingsForm ? preloadSettingsPanel : undefined}
        >
          {capabilitiesOf(theme.name).settingsForm ? (
            <>
              <InformationPanel points={theme.information} />
              <Suspense fallback={null}>
                <SettingsPanel shop={shop} />
              </Suspense>
            </>
          ) : (
            <DocumentationPanel points={theme.information} testScenariosUrl={testScenariosUrl} />
          )}
        </LeftPanel>
      ),
    [shop, theme, testScenariosUrl, description],
  );
  const route = match?.route;
  const aside = useMemo(
    () =>
      route && (
        <TestCardsPopup
          defaultOpen={route.testCardsOpen}
          cards={testCardsFor(capabilitiesOf(theme.name))}
          testScenariosUrl={testScenariosUrl}
          showPayoutAmounts={route.testPayoutAmounts}
          canSwitchSettings={capabilitiesOf(theme.name).settingsForm}
        />
      ),
    [route, theme, testScenariosUrl],
  );
  const toolbar = useMemo(() => <DeviceToggle windowWidth={windowWidth} />, [windowWidth]);
  const terminal = useMemo(
    () => (
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <LiveBadge place="terminal" />
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Suspense fallback={null}>
            <Terminal theme={theme} />
          </Suspense>
        </Box>
      </Box>
    ),
    [theme],
  );
  const screen = useMemo(
    () =>
      shop &&
      route && (
        <ShopChrome
          shop={shop}
          theme={theme}
          route={route}
          itemCount={itemCount}
          config={config}
          onPrivacyChoices={openPrivacyChoices}
        >
          <Outlet />
        </ShopChrome>
      ),
    [shop, theme, route, itemCount, config],
  );
  const orders = useMemo(
    () => (
      <Suspense fallback={null}>
        <OrdersPanel />
      </Suspense>
    ),
    [],
  );
  // 'Next renewal' where the shop's merchant bills a plan (its profile's capabilities).
  const hasBilling = capabilitiesOf(theme.name).billing;
  const clock = useMemo(() => <DemoClock hasBilling={hasBilling} />, [hasBilling]);
  const address = `${window.location.host}${location.pathname}`;
  const device = useCallback(
    (area: DeviceArea) => (
      <ThemeProvider theme={shopTheme}>
        <MemoDeviceFrame
          isDesktop={isDesktop}
          bezel={area.bezel}
          height={area.height}
          address={address}
          scrollRef={setScrollElement}
          banner={area.aside}
        >
          {screen}
        </MemoDeviceFrame>
      </ThemeProvider>
    ),
    [shopTheme, isDesktop, address, screen],
  );

  if (!match || !shop || !route) return null;

  return (
    <ThemeProvider theme={shellTheme}>
      <CssBaseline />
      <PageTitle label={route.label} themeTitle={theme.title} />
      <DemoShell
        left={left}
        aside={aside}
        toolbar={toolbar}
        device={device}
        terminal={terminal}
        orders={orders}
        clock={clock}
      />
    </ThemeProvider>
  );
}

/** The layout inside the store's Provider: the store comes with the shops (app-store-source.ts). */
export function shopLayoutFor(store: AppStore) {
  return function ShopLayoutWithStore() {
    return (
      <Provider store={store}>
        <ShopLayoutRoute />
      </Provider>
    );
  };
}
