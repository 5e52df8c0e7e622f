// Where the take-home code's credentials and checkout id come from. With the built-in sandbox,
// the visitor's own credentials (issue 42: each visitor is a merchant of their own there, and
// those credentials see that visitor's payments only), which the server hands to this browser
// alone (GET /api/config, `sandboxDemoCredentials`); otherwise the code reads PROVIDER_USERNAME
// and PROVIDER_PASSWORD and says so in its first line.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';

export type SnippetCredentials =
  /** The visitor's own credentials at the built-in sandbox: written into the code as defaults. */
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
