// Formats integer minor units in the site currency (spec §3 "Currencies"), through lib/money.
import { useCallback } from 'react';
import { selectCurrency } from '../features/site-config/site-config-slice';
import { formatMoney } from '../lib/money';
import { useAppSelector } from '../lib/hooks';

export function useFormatMoney(): (amount: number) => string {
  const currency = useAppSelector(selectCurrency);
  return useCallback((amount: number) => formatMoney({ amount, currency }), [currency]);
}
