// What every domain operation needs: the store, the clock, the public origin for hrefs and
// the secret that signs the 3DS JWTs. The hosted pages (DDC, challenge, HPP) get the same
// context through `app.sandbox`, so they act on the same state as the REST API.
import type { SandboxStore } from '../store/store';
import type { Merchant } from './merchants';
import type { SandboxTables } from './tables';

export interface Clock {
  now(): Date;
}

/** The system clock, unless a test fixed it through the control routes. */
export class ControllableClock implements Clock {
  private fixedAt: number | null = null;

  now(): Date {
    return new Date(this.fixedAt ?? Date.now());
  }

  fix(at: Date | null): void {
    this.fixedAt = at === null ? null : at.getTime();
  }

  get isFixed(): boolean {
    return this.fixedAt !== null;
  }
}

export interface SandboxContext {
  store: SandboxStore;
  tables: SandboxTables;
  clock: Clock;
  /** Origin every returned href starts with, e.g. http://localhost:3001. */
  publicUrl: string;
  /** HS256 key of the DDC and challenge JWTs; kept in the store so a restart keeps it. */
  secret: string;
  /** The Checkout SDK ids (SANDBOX_CHECKOUT_IDS) the session endpoints accept as `identity`. */
  checkoutIds: readonly string[];
  /** How long an authorization left alone stays valid (then `Expired`); 7 days by default. */
  authorizationValidityMs?: number;
  /** Origins the shops live on (SANDBOX_APP_ORIGINS): APM return addresses must be on one. */
  appOrigins?: readonly string[];
  /**
   * Demo clocks (clocks.ts): the global clock when `clock` is a visitor's; the run of the
   * visitor's clock what this request creates belongs to; and whether this context is the
   * request's own (so an object's clock may be adopted into it).
   */
  globalClock?: Clock;
  clockRef?: string | undefined;
  requestScoped?: boolean;
  /**
   * The merchant the call acts for (merchants.ts): `tables` then show that merchant's records
   * only, and `sharedTables` are the sandbox-wide ones they were scoped from. Unset: the
   * sandbox-wide context (hosted pages scope it by their page's merchant).
   */
  merchant?: Merchant;
  sharedTables?: SandboxTables;
}
