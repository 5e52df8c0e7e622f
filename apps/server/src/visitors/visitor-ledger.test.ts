// The visitors' ledger, in memory and in a real PostgreSQL (started from the machine's binaries,
// as the sandbox's store tests do): the same rules on both, and on PostgreSQL what several
// instances need — two ledgers on one database agree on owners, namespaces, faults and the first
// attempt of an event even when they decide at the same moment.
import { describe, expect, it } from 'vitest';
import { noVisitorFaults } from '@sjd/contracts';
import { useSitePostgres } from '../testing/site-postgres';
import { MemoryVisitorLedger, type VisitorLedger } from './visitor-ledger';

const postgres = useSitePostgres("The site's PostgreSQL visitor ledger");

const engines: { name: string; skip: boolean; fresh: () => Promise<VisitorLedger> }[] = [
  { name: 'memory', skip: false, fresh: async () => new MemoryVisitorLedger() },
  {
    name: 'postgres',
    skip: postgres.skipReason !== null,
    fresh: async () => (await (await postgres.fresh()).open()).visitors,
  },
];

const first500 = { ...noVisitorFaults, first500: true };

describe.each(engines)('the visitor ledger on $name', ({ skip, fresh }) => {
  it.skipIf(skip)(
    'a reference is whoever made the payment’s: another’s claim never takes or mutes it',
    async () => {
      const ledger = await fresh();
      expect(await ledger.ownerOf('SJD-unknown')).toBeNull();
      expect(await ledger.claimOf('SJD-unknown')).toBeNull();
      expect(await ledger.claimReference('visitor-a', 'SJD-a')).toBe('own');
      // Pending while the call is under way: its events already reach visitor A.
      expect(await ledger.ownerOf('SJD-a')).toBe('visitor-a');
      await ledger.settleReference('visitor-a', 'SJD-a', true);
      expect(await ledger.claimReference('visitor-a', 'SJD-a')).toBe('own');
      // Issue 42 item 2: a stranger naming it is turned away and changes nothing, whatever
      // their call then did.
      expect(await ledger.claimReference('visitor-b', 'SJD-a')).toBe('other');
      await ledger.settleReference('visitor-b', 'SJD-a', false);
      await ledger.settleReference('visitor-b', 'SJD-a', true);
      expect(await ledger.ownerOf('SJD-a')).toBe('visitor-a');
      expect(await ledger.claimOf('SJD-a')).toBe('visitor-a');
      // The owner's own refused call (a duplicate) keeps a payment that exists.
      await ledger.claimReference('visitor-a', 'SJD-a');
      await ledger.settleReference('visitor-a', 'SJD-a', false);
      expect(await ledger.ownerOf('SJD-a')).toBe('visitor-a');
    },
  );

  it.skipIf(skip)('a refused creating call leaves the reference free', async () => {
    const ledger = await fresh();
    expect(await ledger.claimReference('visitor-b', 'SJD-free')).toBe('own');
    await ledger.settleReference('visitor-b', 'SJD-free', false);
    expect(await ledger.ownerOf('SJD-free')).toBeNull();
    expect(await ledger.claimReference('visitor-a', 'SJD-free')).toBe('own');
    await ledger.settleReference('visitor-a', 'SJD-free', true);
    expect(await ledger.ownerOf('SJD-free')).toBe('visitor-a');
    expect(await ledger.referencesOf('visitor-b', 10)).toEqual([]);
  });

  it.skipIf(skip)('lists the references a visitor owns, newest last', async () => {
    const ledger = await fresh();
    for (const reference of ['SJD-1', 'SJD-2', 'SJD-3']) {
      await ledger.claimReference('visitor-a', reference);
    }
    await ledger.claimReference('visitor-b', 'SJD-4');
    expect(await ledger.referencesOf('visitor-a', 10)).toEqual(['SJD-1', 'SJD-2', 'SJD-3']);
    expect(await ledger.referencesOf('visitor-a', 1)).toEqual(['SJD-3']);
    expect(await ledger.referencesOf('visitor-c', 10)).toEqual([]);
  });

  it.skipIf(skip)('a namespace stays with the first visitor who names it', async () => {
    const ledger = await fresh();
    expect(await ledger.claimNamespace('visitor-a', 'SHOPPER_ID_1700000000000')).toBe('own');
    expect(await ledger.claimNamespace('visitor-b', 'SHOPPER_ID_1700000000000')).toBe('other');
    expect(await ledger.claimNamespace('visitor-a', 'SHOPPER_ID_1700000000000')).toBe('own');
    expect(await ledger.claimNamespace('visitor-b', 'SHOPPER_ID_1700000000001')).toBe('own');
  });

  it.skipIf(skip)('keeps each visitor’s faults, none by default', async () => {
    const ledger = await fresh();
    expect(await ledger.faultsOf('visitor-a')).toEqual(noVisitorFaults);
    await ledger.setFaults('visitor-a', { ...noVisitorFaults, delay: true });
    await ledger.setFaults('visitor-a', { ...noVisitorFaults, duplicate: true });
    expect(await ledger.faultsOf('visitor-a')).toEqual({ ...noVisitorFaults, duplicate: true });
    expect(await ledger.faultsOf('visitor-b')).toEqual(noVisitorFaults);
  });

  it.skipIf(skip)('fails an event’s first attempt once, and only with first500 on', async () => {
    const ledger = await fresh();
    expect(await ledger.failsFirstAttempt('visitor-a', 'ev-1')).toBe(false);
    await ledger.setFaults('visitor-a', first500);
    expect(await ledger.failsFirstAttempt('visitor-a', 'ev-1')).toBe(true);
    expect(await ledger.failsFirstAttempt('visitor-a', 'ev-1')).toBe(false);
    expect(await ledger.failsFirstAttempt('visitor-a', 'ev-2')).toBe(true);
    expect(await ledger.failsFirstAttempt('visitor-b', 'ev-3')).toBe(false);
  });
});

describe('two instances on one PostgreSQL', () => {
  it.skipIf(postgres.skipReason !== null)(
    'decide each reference, namespace, fault and first attempt once, even at the same moment',
    async () => {
      const db = await postgres.fresh();
      const [a, b] = [(await db.open()).visitors, (await db.open()).visitors];
      // Twenty namespaces, each named by two visitors at once: exactly one keeps each.
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => [
          a.claimNamespace('visitor-a', `SHOPPER_ID_${i}`),
          b.claimNamespace('visitor-b', `SHOPPER_ID_${i}`),
        ]).flat(),
      );
      expect(claims.filter((c) => c === 'own')).toHaveLength(20);
      await a.claimReference('visitor-a', 'SJD-shared');
      expect(await b.ownerOf('SJD-shared')).toBe('visitor-a');
      expect(await b.claimReference('visitor-b', 'SJD-shared')).toBe('other');
      await b.settleReference('visitor-b', 'SJD-shared', false);
      expect(await a.ownerOf('SJD-shared')).toBe('visitor-a');
      // Twenty references, each claimed by two visitors at once on the two instances: one each.
      const references = await Promise.all(
        Array.from({ length: 20 }, (_, i) => [
          a.claimReference('visitor-a', `SJD-race-${i}`),
          b.claimReference('visitor-b', `SJD-race-${i}`),
        ]).flat(),
      );
      expect(references.filter((c) => c === 'own')).toHaveLength(20);
      // Faults set through one instance are the other's too; an event's first arrival, raced on
      // both, is failed by one of them only.
      await a.setFaults('visitor-a', first500);
      expect(await b.faultsOf('visitor-a')).toEqual(first500);
      const failed = await Promise.all(
        Array.from({ length: 20 }, (_, i) => [
          a.failsFirstAttempt('visitor-a', `race-${i}`),
          b.failsFirstAttempt('visitor-a', `race-${i}`),
        ]).flat(),
      );
      expect(failed.filter(Boolean)).toHaveLength(20);
    },
  );
});
