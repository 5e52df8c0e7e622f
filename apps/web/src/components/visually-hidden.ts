// Text for screen readers only: laid out (so it is read, and read in place) but clipped to
// nothing on screen. Used by the wallet buttons and dialogs and the shell's Terminal tab.
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
