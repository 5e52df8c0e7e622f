// What a visitor's provider call claims, checked and recorded before it goes out (the proxy,
// routes/provider-proxy.ts): whose a token namespace, a queried payment and a created payment
// are. A created payment's reference is claimed before the call, because the provider may send
// its first event before its answer reaches us (the receiver then needs its owner), and kept
// only when the call made the payment (settleCall): a reference belongs to whoever made the
// payment, so a refused or failed call naming someone's reference never takes it, mutes it or
// keeps it from its owner (issue 42).
import { proxyErrorCodes, type ApiError } from '@sjd/contracts';
import {
  createdReference,
  namespacesNamed,
  queriedReference,
  type ProviderCall,
} from '../proxy/resolve-call';
import type { SimulatorFailure } from './simulator-client';
import type { Visitors } from './visitors';

/**
 * Null when the call may go out (its created reference now recorded for the visitor), or the
 * 403 body refusing it. `applyFaults` says whether the visitor's delivery faults are registered
 * for a created payment (the built-in sandbox is the call's provider); a failure to register
 * them is handed to `onFaultsFailed` and the payment goes on.
 */
export async function claimCall(
  visitors: Visitors,
  visitorId: string,
  call: ProviderCall,
  options: { applyFaults: boolean; onFaultsFailed: (failure: SimulatorFailure) => void },
): Promise<ApiError | null> {
  // A token namespace belongs to the first visitor who names it: the spec makes it
  // 'SHOPPER_ID_' plus a time, which another visitor could guess, and the provider answers a
  // known card in a known namespace with its existing token (sandbox README "Visitors are
  // isolated").
  for (const namespace of namespacesNamed(call)) {
    if ((await visitors.ledger.claimNamespace(visitorId, namespace)) === 'other') {
      return {
        error: proxyErrorCodes.namespaceInUse,
        message: `The token namespace ${namespace} is in use by another visitor of this demo. Open a demo again from the start page to get a namespace of your own.`,
      };
    }
  }
  // Payment Queries find a payment by its exact transactionReference, which a share link or a
  // HAR file may carry: a reference another visitor's call created (or two visitors named) is
  // not looked up for this one. One no instance knows (a restart, a payment made elsewhere) is,
  // as before: its unguessable part is still the key.
  const queried = queriedReference(call);
  if (queried !== null) {
    const claim = await visitors.ledger.claimOf(queried);
    if (claim !== null && claim !== visitorId) {
      return {
        error: proxyErrorCodes.referenceNotYours,
        message: `The payment ${queried} was made by another visitor of this demo: Payment Queries look up your own payments only.`,
      };
    }
  }
  const reference = createdReference(call);
  if (reference !== null) {
    if ((await visitors.ledger.claimReference(visitorId, reference)) === 'other') {
      return {
        error: proxyErrorCodes.referenceNotYours,
        message: `The transactionReference ${reference} is another visitor's payment of this demo: give your payment a reference of its own.`,
      };
    }
    if (options.applyFaults) {
      const failure = await visitors.faults.registerFor(visitorId, reference);
      if (failure) options.onFaultsFailed(failure);
    }
  }
  return null;
}

/**
 * After the call: a created reference stays the visitor's when the call made the payment (a 2xx
 * answer), or when no answer came (502, 504: it may have been made); a refusal (4xx, 5xx) drops
 * the pending claim, so the reference is free again.
 */
export async function settleCall(
  visitors: Visitors,
  visitorId: string,
  call: ProviderCall,
  answered: { status: number } | null,
): Promise<void> {
  const reference = createdReference(call);
  if (reference === null) return;
  const created = answered === null || (answered.status >= 200 && answered.status < 300);
  await visitors.ledger.settleReference(visitorId, reference, created);
}
