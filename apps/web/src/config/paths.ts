// The one typed route table (spec §2). Routes are exact and case-sensitive; each has the label
// used in its page title.
export const paths = {
  root: { path: '/', label: 'Home' },
  landing: { path: '/landing', label: 'Demo Homepage' },
  error: { path: '/error', label: 'error' },
} as const;

export type PathName = keyof typeof paths;

export const demoName = 'Smart Journey Demo';
