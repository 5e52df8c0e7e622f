// 'Test Cards' beyond the spec: besides copying a number, the popup can fill the card form of the
// current page. A form opts in with useTestCardFill(); the popup then offers 'Fill' and
// dispatches testCardPicked, which reaches the form's handler. On the withdraw screen the popup
// lists payout amounts too: the amount form opts in with useTestAmountFill().
import { addListener, createAction } from '@reduxjs/toolkit';
import { testCards, type TestCardEntry } from '@sjd/sandbox/scenarios';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import type { ShopCapabilities } from '../../config/shops';
import { cardFormMounted, cardFormUnmounted } from '../shell';

export interface PickedTestCard {
  cardNumber: string;
  /** The name that picks the outcome (REFUSED, fs-highRisk …), or a plain one when none does. */
  cardHolderName: string;
  /** MM/YY, in the future. */
  expiry: string;
  cvc: string;
  billingAddress: { address1: string; city: string; postalCode: string };
}

/** A name that picks no outcome of the scenario table. */
export const plainCardHolderName = 'Ada Lovelace';

/**
 * Everything the card form needs for an entry's scenario (issue 35: "Fill" completes the whole
 * form): its number and name, an expiry three years on, a CVC the CVC check accepts, and a
 * billing address (the form's default country, GB).
 */
export function scenarioFillOf(card: TestCardEntry, today = new Date()): PickedTestCard {
  const year = String((today.getFullYear() + 3) % 100).padStart(2, '0');
  return {
    cardNumber: card.cardNumber,
    cardHolderName: card.cardHolderName ?? plainCardHolderName,
    expiry: `12/${year}`,
    cvc: '123',
    billingAddress: { address1: '12 Harbour Row', city: 'St Ives', postalCode: 'TR26 1LP' },
  };
}

export const testCardPicked = createAction<PickedTestCard>('testCards/testCardPicked');

/** Call in a card form: `useTestCardFill((card) => setValue('cardNumber', card.cardNumber))`. */
export function useTestCardFill(onFill: (card: PickedTestCard) => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onFill);
  useEffect(() => {
    handler.current = onFill;
  });
  useEffect(() => {
    dispatch(cardFormMounted());
    const unsubscribe = dispatch(
      addListener({
        actionCreator: testCardPicked,
        effect: (action) => handler.current(action.payload),
      }),
    );
    return () => {
      unsubscribe();
      dispatch(cardFormUnmounted());
    };
  }, [dispatch]);
}

/**
 * The popup's entries for a shop: every card, except those for a feature the shop does not have
 * (the renewal refusal only where recurring payments exist).
 */
export function testCardsFor(capabilities: ShopCapabilities): readonly TestCardEntry[] {
  return testCards.filter((card) => card.feature === undefined || capabilities[card.feature]);
}

/** A payout amount (minor units) the popup offers on the withdraw screen. */
export const testAmountPicked = createAction<{ amount: number }>('testCards/testAmountPicked');

/** Call in an amount form: `useTestAmountFill((amount) => setValue(...))` (minor units). */
export function useTestAmountFill(onFill: (amount: number) => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onFill);
  useEffect(() => {
    handler.current = onFill;
  });
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: testAmountPicked,
          effect: (action) => handler.current(action.payload.amount),
        }),
      ),
    [dispatch],
  );
}
