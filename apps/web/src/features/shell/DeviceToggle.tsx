// Mobile / desktop toggle of the device frame. Desktop needs a window at least xLarge (1440 px)
// wide (spec §4 "Device view"); below that only the mobile view is offered.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { DesktopIcon, PhoneIcon } from '../../components/icons';
import { breakpoints } from '../../themes/breakpoints';
import { deviceViewChosen, selectIsDesktop } from './app-wrapper-slice';

export function DeviceToggle({ windowWidth }: { windowWidth: number }) {
  const dispatch = useAppDispatch();
  const isDesktop = useAppSelector(selectIsDesktop);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label="Device view"
      value={isDesktop ? 'desktop' : 'mobile'}
      onChange={(_event, value: string | null) => {
        if (value) dispatch(deviceViewChosen({ isDesktop: value === 'desktop', windowWidth }));
      }}
    >
      <ToggleButton value="mobile" aria-label="Mobile view">
        <PhoneIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton
        value="desktop"
        aria-label="Desktop view"
        disabled={windowWidth < breakpoints.xLarge}
      >
        <DesktopIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
