// The conformance run as a CI smoke (`npm run conformance` prints the same figures, with the
// published documents when they are present): every operation of the claimed APIs in the
// committed facts table is served, every call the probes make sends a body the contracts'
// request schema takes and answers a status the document declares, in the shape the contracts
// give; and every error example of the documents the sandbox has a cause for answers the same
// status, errorName, message and items. The published documents are not read here (CI does not
// have them); `npm run conformance` reads them.
import { describe, expect, it } from 'vitest';
import { figuresOf, summaryLine } from './report';
import { publishedOperations } from '@sjd/contracts';
import { requestContractProblem, runConformance } from './run';

describe('conformance against the committed facts', () => {
  it('serves every operation of the claimed APIs, and every probe conforms', async () => {
    const reports = await runConformance([]);
    const figures = figuresOf(reports);
    // The figure CI logs (the "printed figure").
    process.stdout.write(`${summaryLine(figures, 0)}\n`);
    const deviating = reports.flatMap((r) =>
      r.calls.filter((c) => c.problems.length > 0).map((c) => `${r.key}: ${c.problems.join('; ')}`),
    );
    expect(deviating).toEqual([]);
    // The documents' error examples the sandbox has a cause for, word for word.
    expect(reports.flatMap((r) => r.errors.differing.map((d) => `${r.key}: ${d}`))).toEqual([]);
    expect(figures.errorsCaused).toBeGreaterThanOrEqual(100);
    expect(reports.filter((r) => r.claimed && !r.served).map((r) => r.key)).toEqual([]);
    expect(figures.claimedPublished).toBe(47);
  }, 60_000);

  it('holds each request to the contracts: a body the operation does not take is a deviation', () => {
    const facts = (method: string, path: string) => {
      const found = publishedOperations.find((o) => o.method === method && o.path === path);
      if (!found) throw new Error(`${method} ${path} not published`);
      return found;
    };
    const threeDs = facts('POST', '/verifications/customers/3ds/authentication');
    expect(requestContractProblem(threeDs, { transactionReference: 1 })).not.toBeNull();
    expect(requestContractProblem(facts('GET', '/tokens/{tokenId}'), {})).toBe(
      'a body where none is taken',
    );
    expect(requestContractProblem(facts('GET', '/tokens/{tokenId}'), undefined)).toBeNull();
  });
});
