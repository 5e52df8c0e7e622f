// (w) Webhooks: how long from a payment's state change at the built-in sandbox to its event at the
// paying visitor's event stream (issue 30; budget p95 ≤ 250 ms). The demo runs as `npm start`
// runs it (the production server with its built-in sandbox, wired to its own receiver, one
// secret per start). One visitor: its cookie from /api/config, its stream open; 50 Card Payments
// authorizations through the proxy, one after another. For each: from the proxy call being sent
// (an upper bound: the state change is inside it) and from its answer arriving (a lower bound:
// the change was committed before the answer) to the `authorized` event on the stream.
// The stream is read by this process, not by a browser: what the browser adds (parsing one SSE
// message, one dispatch to the terminal) is not in these figures.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { startDemoProcess } from './lib/demo-process';
import { sized } from './lib/mode';
import { visitorCookie } from './proxy';
import { outDir } from './lib/paths';
import type { Report } from './lib/report';

const payments = sized(50, 3);
const budgetP95Ms = 250;
const eventTimeoutMs = 5_000;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** Opens the visitor's stream; `onEvent` gets each message's reference, type and arrival time. */
function openStream(
  appUrl: string,
  cookie: string,
  onEvent: (reference: string, type: string, at: number) => void,
): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${appUrl}/api/webhooks/stream`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`The event stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffered += chunk;
        const messages = buffered.split('\n\n');
        buffered = messages.pop() ?? '';
        for (const message of messages) {
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const parsed = JSON.parse(data.slice(6)) as {
            transactionReference?: string;
            type?: string;
          };
          if (parsed.transactionReference && parsed.type)
            onEvent(parsed.transactionReference, parsed.type, at);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
    request.end();
  });
}

export async function benchWebhooks(report: Report): Promise<void> {
  console.log(`Webhooks: ${payments} payments, state change → the visitor's event stream…`);
  const demo = await startDemoProcess({ logFile: join(outDir, 'webhooks-server.log') });
  let stream: ClientRequest | null = null;
  try {
    const cookie = await visitorCookie(demo.appUrl);
    const arrivals = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    stream = await openStream(demo.appUrl, cookie, (reference, type, at) => {
      if (type !== 'authorized') return;
      arrivals.set(reference, at);
      waiting.get(reference)?.();
    });

    const fromSent: number[] = [];
    const fromAnswer: number[] = [];
    for (let i = 0; i < payments; i += 1) {
      const payload = validBodies.cardPaymentCit?.() as { transactionReference: string };
      const reference = payload.transactionReference;
      const arrived = new Promise<void>((resolve, reject) => {
        waiting.set(reference, resolve);
        setTimeout(() => reject(new Error(`No event for ${reference} within 5 s`)), eventTimeoutMs);
      });
      const sent = performance.now();
      const answer = await fetch(`${demo.appUrl}/api/wpservices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          method: 'POST',
          url: '/cardPayments/customerInitiatedTransactions',
          payload,
        }),
      });
      const answered = performance.now();
      if (answer.status !== 200) throw new Error(`The payment answered ${answer.status}`);
      await answer.arrayBuffer();
      await arrived;
      const at = arrivals.get(reference) ?? NaN;
      fromSent.push(at - sent);
      // An event can beat the answer to this process: then it took no time after the answer.
      fromAnswer.push(Math.max(0, at - answered));
      waiting.delete(reference);
    }
    const describe = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        median: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        max: sorted.at(-1) ?? NaN,
      };
    };
    const sentFigures = describe(fromSent);
    const answerFigures = describe(fromAnswer);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    report.figure(
      'Webhooks: payment sent → its event on the stream',
      `median ${ms(sentFigures.median)}, p95 ${ms(sentFigures.p95)}, max ${ms(sentFigures.max)} (${payments} payments)`,
    );
    report.figure(
      'Webhooks: payment answered → its event on the stream',
      `median ${ms(answerFigures.median)}, p95 ${ms(answerFigures.p95)}, max ${ms(answerFigures.max)}`,
    );
    report.budget(
      'Webhooks: state change → event, p95 (from the payment being sent)',
      sentFigures.p95 <= budgetP95Ms,
      `${ms(sentFigures.p95)} (budget ≤ ${budgetP95Ms} ms)`,
    );
  } finally {
    stream?.destroy();
    await demo.stop();
  }
}
