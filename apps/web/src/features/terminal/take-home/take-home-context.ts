// Where the take-home code's credentials and checkout id come from: the one place to change when
// each visitor gets sandbox credentials of their own. Today the built-in sandbox's public demo
// credentials, which the server hands over (GET /api/config, `sandboxDemoCredentials`) only while
// the sandbox runs with its published defaults; otherwise the code reads PROVIDER_USERNAME and
// PROVIDER_PASSWORD and says so in its first line.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';

export type SnippetCredentials =
  /** Public demo values of the built-in sandbox: written into the code as defaults. */
  | { kind: 'sandboxDemo'; username: string; password: string }
  /** A real provider's, which the browser never has: read from the environment. */
  | { kind: 'yours' };

export interface TakeHomeContext {
  credentials: SnippetCredentials;
  /** The Checkout SDK id a card session is made with (public, like a publishable key). */
  checkoutId: string;
}

/** The context of the environment the visitor uses now. */
export const selectTakeHomeContext = createSelector(
  [(state: RootState) => state.environment.config],
  (config): TakeHomeContext => {
    const demo = config?.sandboxDemoCredentials;
    return {
      credentials: demo ? { kind: 'sandboxDemo', ...demo } : { kind: 'yours' },
      checkoutId: config?.checkoutId ?? '',
    };
  },
);
