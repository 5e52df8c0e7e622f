// The demo shell (spec §1 "Demo shell"): the left panel, the device frame with the shop, the
// terminal, the merchant's Orders panel (issue 29) and the demo clock (issue 31), laid out for
// the window. Wide windows (from the large breakpoint) show them side by side (WideShell.tsx);
// narrow ones switch between them with tabs (NarrowShell.tsx). The parts come built from the shop
// layout (app/routes/shop-layout-route.tsx): the layouts only place them.
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { breakpoints } from '../../themes/breakpoints';
import { NarrowShell } from './NarrowShell';
import { WideShell } from './WideShell';

export interface DeviceArea {
  /** CSS height available to the device frame. */
  height: string;
  bezel: boolean;
  /** What the frame shows in the flow of its screen, above the shop (narrow windows). */
  aside: ReactNode;
}

export interface DemoShellProps {
  left: ReactNode;
  /**
   * The 'Test Cards' panel: it never floats over the shop (issue 14). Beside the device frame
   * on wide windows (in the left column, under the settings), in the shop's flow on narrow ones.
   */
  aside?: ReactNode;
  toolbar: ReactNode;
  device(area: DeviceArea): ReactNode;
  terminal: ReactNode;
  /** The merchant's Orders panel: a mode of the device frame; the shop stays mounted behind it. */
  orders?: ReactNode;
  /** The visitor's demo clock (issue 31): in the toolbar on wide windows, atop Orders on narrow. */
  clock?: ReactNode;
}

export function DemoShell(props: DemoShellProps) {
  const isWide = useMediaQuery(`(min-width: ${breakpoints.large}px)`, { noSsr: true });
  return isWide ? <WideShell {...props} /> : <NarrowShell {...props} />;
}
