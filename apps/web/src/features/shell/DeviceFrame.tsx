// The simulated device (spec §1 "Demo shell", §9 layout): a phone 375 px wide and at most 800 px
// high, or a desktop browser window. The shop scrolls inside it; `banner` (the 'Test Cards' panel
// on narrow windows) is in the flow above the shop, never over it. The frame is its own stacking
// context, so the shop's sticky bar can never paint over the shell (the Shopping/Terminal tabs).
// What the shop scrolls to (a focused field, an anchor) stops the spec's 20 px below that bar.
// The screen is offered to what opens on the device (the express wallets' sheets): modals placed
// in it cover the device, not the whole demo.
import Box from '@mui/material/Box';
import { shopRegionId } from './focus-shop';
import { useState, type ReactNode, type Ref } from 'react';
import { layout } from '../../themes/breakpoints';
import { DeviceScreenContext } from './device-screen';

interface DeviceFrameProps {
  isDesktop: boolean;
  /** Full-bleed on real phones: no bezel, the frame is the screen. */
  bezel: boolean;
  /** Height available to the frame (CSS length). */
  height: string;
  address: string;
  scrollRef: Ref<HTMLDivElement>;
  banner?: ReactNode;
  children: ReactNode;
}

export function DeviceFrame(props: DeviceFrameProps) {
  const { isDesktop, bezel, height, address, scrollRef, banner, children } = props;
  const [screenElement, setScreenElement] = useState<HTMLDivElement | null>(null);
  const frameHeight = `min(${layout.deviceFrameMaxHeight}px, ${height})`;
  const screen = (
    <Box
      ref={setScreenElement}
      sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}
    >
      <Box
        ref={scrollRef}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          bgcolor: 'background.default',
          // The shop's bar and its 1 px border, then the spec's offset.
          scrollPaddingTop: layout.shopBarHeight + 1 + layout.scrollOffset,
        }}
      >
        {banner && (
          <Box
            sx={{
              maxHeight: 'min(45dvh, 360px)',
              display: 'flex',
              flexDirection: 'column',
              // A strip across the screen, not a card.
              '& > .MuiPaper-root': { borderRadius: 0, boxShadow: 'none' },
            }}
          >
            {banner}
          </Box>
        )}
        <Box
          role="region"
          id={shopRegionId}
          aria-label={isDesktop ? 'Shop in a desktop browser' : 'Shop on a mobile phone'}
          tabIndex={0}
          sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}
        >
          <DeviceScreenContext.Provider value={screenElement}>
            {children}
          </DeviceScreenContext.Provider>
        </Box>
      </Box>
    </Box>
  );

  if (isDesktop) {
    return (
      <Box
        data-device="desktop"
        sx={{
          isolation: 'isolate',
          width: '100%',
          height: frameHeight,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: '0 12px 40px rgba(13, 17, 23, 0.25)',
          border: '1px solid #c9cede',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, bgcolor: '#e4e7f0' }}
        >
          {['#ff5f57', '#febc2e', '#28c840'].map((color) => (
            <Box key={color} sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color }} />
          ))}
          <Box
            sx={{
              ml: 2,
              flex: 1,
              px: 1.5,
              py: 0.25,
              borderRadius: 999,
              bgcolor: '#fff',
              fontSize: 13,
              color: '#4a4f6a',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {address}
          </Box>
        </Box>
        {screen}
      </Box>
    );
  }

  return (
    <Box
      data-device="mobile"
      sx={{
        isolation: 'isolate',
        width: bezel ? layout.mobileDeviceWidth + 24 : '100%',
        maxWidth: '100%',
        height: bezel ? frameHeight : height,
        display: 'flex',
        flexDirection: 'column',
        mx: 'auto',
        boxSizing: 'border-box',
        ...(bezel && {
          border: '12px solid #1b1f3b',
          borderRadius: '36px',
          overflow: 'hidden',
          boxShadow: '0 12px 40px rgba(13, 17, 23, 0.3)',
        }),
      }}
    >
      {screen}
    </Box>
  );
}
