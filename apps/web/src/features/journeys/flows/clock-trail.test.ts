// The clock's moves travel with the trail (issue 31): the JSON export, the shared link (issue 32)
// and the HAR export keep the "Demo clock: +1 day" call with its request and answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWithLog } from '../../../test/store';
import { trailDocument } from '../../terminal/export-trail';
import { trailHar } from '../../terminal/har/har-export';
import { openShareLink, shareLink } from '../../terminal/share/share-link';
import { clockMoveRequested } from '../slices/clock-slice';

afterEach(() => vi.unstubAllGlobals());

async function movedTrail() {
  const answer = {
    now: '2026-11-28T09:00:00.000Z',
    offsetMs: 86_400_000,
    moved: {
      from: '2026-11-27T09:00:00.000Z',
      to: '2026-11-28T09:00:00.000Z',
      byMs: 86_400_000,
      label: '+1 day',
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  const { store } = storeWithLog();
  store.dispatch(clockMoveRequested({ kind: '1d' }));
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return store.getState().eventLog.triggers;
}

describe('the trail records the clock', () => {
  it('in the JSON export, the shared link and the HAR export', async () => {
    const triggers = await movedTrail();
    expect(triggers.map((t) => t.name)).toEqual(['Demo clock: +1 day']);

    const exported = trailDocument(triggers, 'retail', new Date('2026-11-28T10:00:00Z'));
    expect(exported.triggers[0]).toMatchObject({
      name: 'Demo clock: +1 day',
      events: [
        { type: 'request', url: '/api/clock', body: { advance: '1d' } },
        { type: 'response', status: 200, body: { moved: { label: '+1 day' } } },
      ],
    });

    const settings = {
      environment: 'try',
      integrationType: 'Modular',
      clientIntegrationType: 'Direct',
      currency: 'GBP',
      allow3DS: false,
      allowFraudSight: false,
      checkCVC: false,
      allowExpressPayment: false,
      allowLocalMethods: true,
    } as const;
    const link = shareLink({ shop: 'retail', settings, triggers }, 'http://127.0.0.1:5173');
    if (!link.ok) throw new Error(link.message);
    const url = new URL(link.url);
    const opened = openShareLink(url.hash, url.href);
    expect(opened.kind).toBe('journey');
    if (opened.kind === 'journey') {
      expect(opened.journey.triggers[0]?.name).toBe('Demo clock: +1 day');
      expect(opened.journey.triggers[0]?.events[1]?.body).toMatchObject({ offsetMs: 86_400_000 });
    }

    // Our own /api call (a relative URL, as the webhooks' are) is kept among the HAR's notes.
    const har = trailHar(triggers, 'retail', new Date('2026-11-28T10:00:00Z'));
    expect(JSON.stringify(har)).toContain('Demo clock: +1 day');
  });
});
