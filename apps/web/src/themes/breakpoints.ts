// Spec §9 constants shared by every theme: breakpoints, animation durations and layout sizes.
export const breakpoints = {
  xSmall: 0,
  small: 576,
  medium: 768,
  large: 1024,
  xLarge: 1440,
} as const;

export const animationMs = {
  slowest: 1000,
  slow: 700,
  medium: 500,
  fast: 350,
  fastest: 125,
} as const;

export const layout = {
  cardFormMaxWidth: 375,
  paymentErrorMaxWidth: 375,
  mobileDeviceWidth: 375,
  deviceFrameMaxHeight: 800,
  terminalWidth: 400,
  settingsPanelMaxWidth: 1156,
  buttonWidth: 279,
  /** Scroll offset for in-page anchors (spec §2 "Scroll offset 20 px"). */
  scrollOffset: 20,
  /** Height of a shop's navigation bar (ours: the spec gives none); it sticks to the top. */
  shopBarHeight: 56,
} as const;

/** Spec §4 "checked on resize, debounced 200 ms". */
export const resizeDebounceMs = 200;
