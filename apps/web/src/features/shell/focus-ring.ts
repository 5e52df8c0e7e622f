// A focus ring you can see in every theme (issue 35, item 11: focus showed only as a pale
// ripple, so a focused button looked disabled). Two rings: the area's own text colour outside,
// its background inside, so whatever the control's colour one of them stands out (on a light
// shop a dark ring, on GoalRush's navy a white one; both meet 3:1 against the page).
export function focusRing(text: string, background: string) {
  return {
    '& :focus-visible': {
      outline: `3px solid ${text}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${background}`,
    },
  } as const;
}

/** The terminal's text colour and background (its dark panel, whatever the shop's theme). */
export const darkPanel = { text: '#e6edf3', background: '#0d1117' } as const;

/**
 * The ring on the terminal's dark panel (issue 44): the shell's ring there was its navy text
 * colour, 1.18:1 against #0d1117, so focus did not show. The terminal's own text colour is
 * 15.9:1 against it. Doubled selectors outrank the shell's ring and the controls' own outlines;
 * tabs and the scrolling panel draw it inside their box, which clips what is outside.
 */
export const darkFocusRing = {
  '&& :focus-visible': {
    outline: `3px solid ${darkPanel.text}`,
    outlineOffset: '2px',
    boxShadow: `0 0 0 2px ${darkPanel.background}`,
  },
  '&& [role="tab"]:focus-visible, && [role="tabpanel"]:focus-visible': { outlineOffset: '-3px' },
} as const;
