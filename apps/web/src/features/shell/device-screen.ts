// The simulated device's screen element, for what opens on the device rather than over the whole
// demo (the express wallets' sheets). Null outside a device frame (tests, a screen on its own).
import { createContext, useContext } from 'react';

export const DeviceScreenContext = createContext<HTMLElement | null>(null);

export function useDeviceScreen(): HTMLElement | null {
  return useContext(DeviceScreenContext);
}
