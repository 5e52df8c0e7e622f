// Payment Queries' search (provider-lifecycle.md §1.4; the spec's `queryByDateRange`):
// by transaction reference alone, or every payment whose authorization falls in
// [startDate, endDate), newest first, `pageSize` at a time (at most 300), with a `next` link
// whose `endDate` and `paymentId` carry on after the page's last payment, as the spec's example
// does. Filters: `currency`, `minAmount`, `maxAmount`, `last4Digits`, `entityReferences`;
// `receivedEvents` is accepted and not applied. The date range lists every visitor's payments:
// the demo's server never lets a browser ask for it (contracts' request-rules.ts).
import type { PaymentQueryResponse } from '@sjd/contracts';
import { cardFacts } from './cards';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import {
  isQueryable,
  paymentQueriesPath,
  paymentSummary,
  searchByTransactionReference,
} from './payment-queries';
import type { PaymentRecord } from './payments';

const dayMs = 86_400_000;
/** The spec's default page size is not given [GAP]; ours. */
export const defaultPageSize = 20;
export const maxPageSize = 300;

const invalidUrl = (detail: string) =>
  new ProviderError(
    400,
    'urlContainsInvalidValue',
    `Please provide a valid url value or values: ${detail}.`,
  );

const dateRangeParameters = [
  'startDate',
  'endDate',
  'paymentId',
  'currency',
  'minAmount',
  'maxAmount',
  'last4Digits',
  'entityReferences',
  'receivedEvents',
  'pageSize',
] as const;

/** One value per parameter: a repeated or non-string one is refused. */
function readQuery(query: Record<string, unknown>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw invalidUrl(`${name} must be given once`);
    values.set(name, value);
  }
  return values;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function dateParameter(values: Map<string, string>, name: string): number {
  const raw = values.get(name);
  if (raw === undefined) throw invalidUrl('startDate and endDate, or transactionReference');
  const time = Date.parse(raw);
  if (!isoDateTime.test(raw) || Number.isNaN(time)) {
    throw invalidUrl(`${name} must be an ISO 8601 date-time`);
  }
  return time;
}

function integerParameter(values: Map<string, string>, name: string): number | undefined {
  const raw = values.get(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,12}$/.test(raw)) throw invalidUrl(`${name} must be a whole number`);
  return Number(raw);
}

interface DateRange {
  start: number;
  end: number;
  /** The payment the previous page ended with (the `next` link's cursor). */
  after?: string;
  pageSize: number;
  filter: (payment: PaymentRecord) => boolean;
}

function readDateRange(values: Map<string, string>, now: number): DateRange {
  const start = dateParameter(values, 'startDate');
  const end = dateParameter(values, 'endDate');
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  if (start < yearAgo.getTime()) {
    throw new ProviderError(
      400,
      'startDateTooOld',
      'Provided start date must not be older than 1 year.',
    );
  }
  const pageSizeText = values.get('pageSize');
  const pageSize = pageSizeText === undefined ? defaultPageSize : Number(pageSizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new ProviderError(400, 'invalidPageSize', 'Provided page size is not valid.');
  }
  const last4 = values.get('last4Digits');
  if (last4 !== undefined && !/^\d{4}$/.test(last4)) {
    throw new ProviderError(400, 'invalidLast4Digits', 'Provided last 4 digits are not valid.');
  }
  const currency = values.get('currency');
  const minAmount = integerParameter(values, 'minAmount');
  const maxAmount = integerParameter(values, 'maxAmount');
  const entities = values
    .get('entityReferences')
    ?.split(',')
    .map((e) => e.trim());
  const filter = (p: PaymentRecord) =>
    (currency === undefined || p.value.currency === currency) &&
    (minAmount === undefined || p.value.amount >= minAmount) &&
    (maxAmount === undefined || p.value.amount <= maxAmount) &&
    (last4 === undefined || cardFacts(p.card.number).lastFour === last4) &&
    (entities === undefined || entities.includes(p.entity));
  const after = values.get('paymentId');
  return { start, end, pageSize, filter, ...(after ? { after } : {}) };
}

const timeOf = (p: PaymentRecord) => p.history[0]?.at ?? p.createdAt;

/** Newest first; payments of the same millisecond by paymentId, descending. */
function newestFirst(a: PaymentRecord, b: PaymentRecord): number {
  return timeOf(b) - timeOf(a) || (a.paymentId < b.paymentId ? 1 : -1);
}

/** The payments authorized in the range, looked up day by day (the table's day index). */
async function paymentsIn(ctx: SandboxContext, range: DateRange): Promise<PaymentRecord[]> {
  const found: PaymentRecord[] = [];
  const firstDay = Math.floor(range.start / dayMs);
  // The start is at most a year back; a year and a month of days covers any sensible end.
  const lastDay = Math.min(Math.floor(range.end / dayMs), firstDay + 400);
  for (let day = firstDay; day <= lastDay; day += 1) {
    const key = new Date(day * dayMs).toISOString().slice(0, 10);
    found.push(...(await ctx.tables.payments.findBy('authorizedDay', key)));
  }
  // Before the end; at the end itself only after the cursor (the previous page's last payment).
  const { after } = range;
  const beforeEnd = (p: PaymentRecord) =>
    timeOf(p) < range.end ||
    (after !== undefined && timeOf(p) === range.end && p.paymentId < after);
  return found.filter(
    (p) => isQueryable(p) && timeOf(p) >= range.start && beforeEnd(p) && range.filter(p),
  );
}

function searchHref(ctx: SandboxContext, values: Map<string, string>): string {
  const params = new URLSearchParams();
  for (const name of dateRangeParameters) {
    const value = values.get(name);
    if (value !== undefined) params.set(name, value);
  }
  return `${ctx.publicUrl}${paymentQueriesPath}?${params.toString()}`;
}

/** `GET /paymentQueries/payments?…`: by transaction reference, or one page of a date range. */
export async function searchPayments(
  ctx: SandboxContext,
  query: Record<string, unknown>,
): Promise<PaymentQueryResponse> {
  const values = readQuery(query);
  const reference = values.get('transactionReference');
  if (reference !== undefined) {
    // "Use it as a single parameter" (the spec): not with the date range's parameters.
    const widened = dateRangeParameters.some((name) => values.has(name));
    if (widened || reference.length === 0 || reference.length > 64) {
      throw invalidUrl('transactionReference alone, of 1 to 64 characters');
    }
    return await searchByTransactionReference(ctx, reference);
  }
  const range = readDateRange(values, ctx.clock.now().getTime());
  const rest = (await paymentsIn(ctx, range)).sort(newestFirst);
  const page = rest.slice(0, range.pageSize);
  const last = page.at(-1);
  const next =
    rest.length > page.length && last
      ? searchHref(
          ctx,
          new Map([
            ...values,
            ['endDate', new Date(timeOf(last)).toISOString()],
            ['paymentId', last.paymentId],
          ]),
        )
      : undefined;
  return {
    _links: { self: { href: searchHref(ctx, values) }, ...(next ? { next: { href: next } } : {}) },
    _embedded: { payments: page.map((p) => paymentSummary(ctx, p)) },
  };
}
