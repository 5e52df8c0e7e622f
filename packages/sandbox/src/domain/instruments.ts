// The card behind a payment instrument, for every API (provider-api.md §2.2, §4, §7, §8, §10):
// one place that turns what a request names — a card, Checkout SDK sessions, a stored token, a
// network token, a wallet (decrypted, or its encrypted payload) or an agentic commerce delegate
// token — into the card the issuer decides on. Each API's route maps its own wire shape to an
// `Instrument` (instrument-wire.ts) and renders the `InstrumentSource` in its own words.
import type { StoredCard } from './cards';
import type { Address, Expiry } from './cards';
import { consumeCheckoutSessions, type CheckoutSession } from './checkout-sessions';
import type { SandboxContext } from './context';
import { spendDelegateToken } from './delegate-payments';
import { invalidField } from './errors';
import { walletCards } from './scenarios';
import { getTokenByHref, getTokenByTokenId, type TokenRecord } from './tokens';

export type WalletName = 'applepay' | 'googlepay' | 'samsungpay';

/** What the request gave, with the JSON path of each field a refusal names. */
export type Instrument =
  | {
      kind: 'card';
      cardNumber: string;
      expiry: Expiry;
      holderName?: string;
      cvc?: string;
      billingAddress?: Address;
    }
  | {
      /** Checkout SDK sessions: a card session (with or without CVC), and maybe a CVC session. */
      kind: 'session';
      href: string;
      hrefPath: string;
      cvcHref?: string;
      cvcPath?: string;
      holderName?: string;
      billingAddress?: Address;
      /** Card Payments' `tokenHref` may name a stored token paid with a CVC session instead. */
      mayBeToken?: boolean;
    }
  | {
      kind: 'token';
      href?: string;
      hrefPath: string;
      tokenId?: string;
      namespace?: string;
      cvc?: string;
      cvcSessionHref?: string;
      cvcPath?: string;
    }
  | {
      /** A network token, or a decrypted wallet (its DPAN) when `wallet` is set. */
      kind: 'networkToken';
      tokenNumber: string;
      expiry: Expiry;
      holderName?: string;
      billingAddress?: Address;
      wallet?: WalletName;
      /** A wallet's cryptogram or eci: a Google Pay PAN_ONLY card has none (a plain card). */
      authenticated?: boolean;
    }
  | { kind: 'encryptedWallet'; wallet: WalletName; walletToken: string; billingAddress?: Address }
  | { kind: 'delegate'; sessionHref: string; value: { amount: number; currency: string } };

/** How the card was given, for the answer's instrument type (each API words it). */
export type InstrumentSource =
  | 'plain'
  | 'checkout'
  | 'token'
  | 'networkToken'
  | `${'decrypted' | 'encrypted'}:${WalletName}`
  | 'delegate';

export interface ResolvedInstrument {
  card: StoredCard;
  cvc?: string;
  source: InstrumentSource;
  /** The stored token it came from, when it came from one. */
  token?: TokenRecord;
}

/** A wallet payload that is not JSON is a magic cardholder name (scenarios.ts `walletCards`). */
const walletMagicName = (walletToken: string) =>
  walletToken.trim().startsWith('{') ? undefined : walletToken.trim();

const cardOfToken = (token: TokenRecord): StoredCard => ({
  number: token.cardNumber,
  expiry: token.cardExpiryDate,
  holderName: token.cardHolderName,
  billingAddress: token.billingAddress,
});

async function cvcOfSession(ctx: SandboxContext, href: string, jsonPath: string) {
  const [session] = await consumeCheckoutSessions(ctx, [{ href, kinds: ['cvc'], jsonPath }]);
  return session?.cvc;
}

/**
 * The card behind the instrument. `beforeUse` gets the card number before anything is used up
 * (a Checkout SDK session, a delegate token), so a request refused there keeps it.
 */
export async function resolveInstrument(
  ctx: SandboxContext,
  instrument: Instrument,
  beforeUse: (cardNumber: string) => void | Promise<void> = () => undefined,
): Promise<ResolvedInstrument> {
  switch (instrument.kind) {
    case 'card':
      await beforeUse(instrument.cardNumber);
      return {
        source: 'plain',
        cvc: instrument.cvc,
        card: {
          number: instrument.cardNumber,
          expiry: instrument.expiry,
          holderName: instrument.holderName,
          billingAddress: instrument.billingAddress,
        },
      };
    case 'session':
      return resolveSessions(ctx, instrument, beforeUse);
    case 'token': {
      const token = instrument.href
        ? await getTokenByHref(ctx, instrument.href)
        : await getTokenByTokenId(ctx, instrument.tokenId ?? '', instrument.namespace ?? '');
      if (!token) throw invalidField(instrument.hrefPath, 'Is not a token that exists');
      await beforeUse(token.cardNumber);
      const cvc =
        instrument.cvcSessionHref && instrument.cvcPath
          ? await cvcOfSession(ctx, instrument.cvcSessionHref, instrument.cvcPath)
          : instrument.cvc;
      return { source: 'token', cvc, card: cardOfToken(token), token };
    }
    case 'networkToken': {
      await beforeUse(instrument.tokenNumber);
      const { wallet } = instrument;
      return {
        // A Google Pay card without a cryptogram (PAN_ONLY) is the card itself.
        source:
          wallet && instrument.authenticated === false
            ? 'plain'
            : wallet
              ? `decrypted:${wallet}`
              : 'networkToken',
        card: {
          number: instrument.tokenNumber,
          expiry: instrument.expiry,
          holderName: instrument.holderName,
          billingAddress: instrument.billingAddress,
        },
      };
    }
    case 'encryptedWallet': {
      // The payload cannot be decrypted here: it stands for the wallet's test card, and a payload
      // that is a magic cardholder name of the scenario table (`REFUSED51`) decides the outcome.
      const stand = walletCards[instrument.wallet];
      await beforeUse(stand.number);
      const magic = walletMagicName(instrument.walletToken);
      return {
        source: `encrypted:${instrument.wallet}`,
        card: {
          number: stand.number,
          expiry: stand.expiry,
          holderName: magic,
          billingAddress: instrument.billingAddress,
        },
      };
    }
    case 'delegate': {
      const { card, cvc } = await spendDelegateToken(
        ctx,
        instrument.sessionHref,
        instrument.value,
        beforeUse,
      );
      return { source: 'delegate', cvc, card };
    }
  }
}

async function resolveSessions(
  ctx: SandboxContext,
  instrument: Extract<Instrument, { kind: 'session' }>,
  beforeUse: (cardNumber: string) => void | Promise<void>,
): Promise<ResolvedInstrument> {
  if (instrument.mayBeToken) {
    // The provider's "CVC only" journey: a card on file plus a fresh CVC.
    const token = await getTokenByHref(ctx, instrument.href);
    if (token) {
      await beforeUse(token.cardNumber);
      const cvc =
        instrument.cvcHref && instrument.cvcPath
          ? await cvcOfSession(ctx, instrument.cvcHref, instrument.cvcPath)
          : undefined;
      return { source: 'checkout', cvc, card: cardOfToken(token), token };
    }
  }
  const uses = [
    {
      href: instrument.href,
      kinds: ['card', 'verifiedToken'] as const,
      jsonPath: instrument.hrefPath,
    },
    ...(instrument.cvcHref && instrument.cvcPath
      ? [{ href: instrument.cvcHref, kinds: ['cvc'] as const, jsonPath: instrument.cvcPath }]
      : []),
  ];
  const [session, cvcSession] = await consumeCheckoutSessions(
    ctx,
    uses,
    async (found: CheckoutSession[]) => await beforeUse(found[0]?.cardNumber ?? ''),
  );
  if (!session?.cardNumber || !session.expiry)
    throw invalidField(instrument.hrefPath, 'Is not a card session');
  return {
    source: 'checkout',
    cvc: cvcSession ? cvcSession.cvc : session.cvc,
    card: {
      number: session.cardNumber,
      expiry: session.expiry,
      holderName: instrument.holderName,
      billingAddress: instrument.billingAddress,
    },
  };
}

/**
 * The card number and holder's name without using anything up (3DS, FraudSight, device data
 * and payouts read the card; they never spend a session).
 */
export async function peekCard(
  ctx: SandboxContext,
  instrument: Instrument,
): Promise<{ cardNumber?: string; holderName?: string }> {
  switch (instrument.kind) {
    case 'card':
      return { cardNumber: instrument.cardNumber, holderName: instrument.holderName };
    case 'networkToken':
      return { cardNumber: instrument.tokenNumber, holderName: instrument.holderName };
    case 'encryptedWallet': {
      const magic = walletMagicName(instrument.walletToken);
      return { cardNumber: walletCards[instrument.wallet].number, holderName: magic };
    }
    case 'token': {
      const token = instrument.href
        ? await getTokenByHref(ctx, instrument.href)
        : await getTokenByTokenId(ctx, instrument.tokenId ?? '', instrument.namespace ?? '');
      if (!token) throw invalidField(instrument.hrefPath, 'Is not a token that exists');
      return { cardNumber: token.cardNumber, holderName: token.cardHolderName };
    }
    case 'session':
    case 'delegate':
      return {};
  }
}
