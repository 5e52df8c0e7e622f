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
