// One simulated visitor of the swarm (bench/swarm.ts): the calls a browser makes, at API level,
// with the visitor cookie the site hands out and whatever /api/config tells that visitor (the
// provider origin, the checkout id, the merchant entity, the 3DS return page). Nothing is fixed
// here that the site hands a browser: a site that gives each visitor its own sandbox credentials
// or checkout id is followed as a browser would follow it.
// The visitor holds its event stream open the whole time, as the web app does, and each journey
// waits at its end for the events its payments caused (the terminal shows them): how long after
// the state change's answer each event reached the stream is the webhook figure.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  environmentConfigSchema,
  environmentHeader,
  sitePaths,
  type EnvironmentConfig,
} from '@sjd/contracts';
import { assertLoopback } from './load';

/** Times and failures of every visitor, by journey step. */
export class SwarmStats {
  readonly steps = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** Answer of a state change → its event on the visitor's stream, ms. */
  readonly webhookMs: number[] = [];
  readonly journeys = new Map<string, number>();
  readonly firstErrors: string[] = [];

  step(name: string, ms: number): void {
    const list = this.steps.get(name) ?? [];
    list.push(ms);
    this.steps.set(name, list);
  }

  error(journey: string, error: unknown): void {
    this.errors.set(journey, (this.errors.get(journey) ?? 0) + 1);
    if (this.firstErrors.length < 5) {
      const message = error instanceof Error ? error.message : String(error);
      this.firstErrors.push(`${journey}: ${message.slice(0, 300)}`);
    }
  }

  journeyDone(name: string): void {
    this.journeys.set(name, (this.journeys.get(name) ?? 0) + 1);
  }

  get journeyCount(): number {
    return [...this.journeys.values()].reduce((a, b) => a + b, 0);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** A proxied call's envelope (the site's /api/wpservices, /api/payments, /api/hpp). */
interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Reads a string at a dotted path of an answer, or throws naming what is missing. */
export function at(json: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      json,
    );
  if (typeof value !== 'string') {
    throw new Error(`${path} is not in ${JSON.stringify(json).slice(0, 300)}`);
  }
  return value;
}

const eventTimeoutMs = 10_000;
const sessionsMediaType = 'application/vnd.worldpay.sessions-v1.hal+json';

export class SwarmVisitor {
  private cookie = '';
  config!: EnvironmentConfig;
  private stream: ClientRequest | null = null;
  /** '<reference> <type>' → when it arrived on the stream. */
  private readonly arrived = new Map<string, number>();
  private readonly waiting = new Map<string, () => void>();
  /** Events the journey under way expects: its end waits for them. */
  private expected: Promise<void>[] = [];
  private journey = '';

  constructor(
    readonly siteUrl: string,
    readonly index: number,
    private readonly stats: SwarmStats,
  ) {
    assertLoopback(siteUrl);
  }

  /** The web app's first call (the cookie), its config, and its event stream. */
  async arrive(): Promise<void> {
    const first = await fetch(`${this.siteUrl}${sitePaths.config}`);
    await first.arrayBuffer();
    this.cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!this.cookie.startsWith('sjd_visitor=')) throw new Error('No visitor cookie');
    // The visitor's own config, asked for with its cookie, as every later load of the page does.
    const mine = await fetch(`${this.siteUrl}${sitePaths.config}`, {
      headers: { cookie: this.cookie },
    });
    this.config = environmentConfigSchema.parse(await mine.json());
    assertLoopback(this.config.wpBaseUrl);
    this.stream = await this.openStream();
  }

  leave(): void {
    this.stream?.destroy();
  }

  private openStream(): Promise<ClientRequest> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${this.siteUrl}${sitePaths.webhookStream}`,
        { headers: { cookie: this.cookie } },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`The event stream answered ${res.statusCode}`));
            return;
          }
          res.setEncoding('utf8');
          let buffered = '';
          res.on('data', (chunk: string) => {
            const now = performance.now();
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
              if (!parsed.transactionReference || !parsed.type) continue;
              const key = `${parsed.transactionReference} ${parsed.type}`;
              if (!this.arrived.has(key)) this.arrived.set(key, now);
              this.waiting.get(key)?.();
            }
          });
          resolve(request);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  /** Runs one journey: its steps timed, its expected events awaited at its end. */
  async run(journey: string, steps: (visitor: SwarmVisitor) => Promise<void>): Promise<boolean> {
    this.journey = journey;
    this.expected = [];
    try {
      await steps(this);
      await this.timed('webhooks on the stream', () => Promise.all(this.expected));
      this.stats.journeyDone(journey);
      return true;
    } catch (error) {
      this.stats.error(journey, error);
      // What it still waits for is given up with the journey.
      await Promise.allSettled(this.expected);
      return false;
    }
  }

  /** One step of the journey under way, timed. */
  async timed<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.stats.step(`${this.journey}: ${step}`, performance.now() - started);
    return result;
  }

  /**
   * Expects the event `type` for `reference` on the stream, after a state change answered at
   * `answeredAt`: the journey's end waits for it (at most 10 s, then the journey fails).
   */
  expectEvent(reference: string, type: string, answeredAt: number): void {
    const key = `${reference} ${type}`;
    this.expected.push(
      new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          this.waiting.delete(key);
          // An event can beat the answer to this process: then it took no time after it.
          this.stats.webhookMs.push(Math.max(0, (this.arrived.get(key) ?? NaN) - answeredAt));
          this.arrived.delete(key);
          resolve();
        };
        const timer = setTimeout(() => {
          this.waiting.delete(key);
          const seen = [...this.arrived.keys()].filter((k) => k.startsWith(`${reference} `));
          reject(
            new Error(
              `No ${type} event for ${reference} within ${eventTimeoutMs} ms (seen: ${seen.join(', ') || 'none'})`,
            ),
          );
        }, eventTimeoutMs);
        if (this.arrived.has(key)) done();
        else this.waiting.set(key, done);
      }),
    );
  }

  private async json(response: Response, what: string): Promise<unknown> {
    const text = await response.text();
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  /**
   * A provider call through the site's proxy, as the web app sends it; throws unless the
   * provider answered one of `statuses`. Returns the body and when the answer arrived.
   */
  async provider(
    route: 'wpservices' | 'payments' | 'hpp',
    call: { method?: string; url?: string; payload?: unknown },
    statuses: readonly number[],
  ): Promise<{ body: unknown; answeredAt: number }> {
    const response = await fetch(`${this.siteUrl}/api/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [environmentHeader]: this.config.environment,
        cookie: this.cookie,
      },
      body: JSON.stringify(route === 'hpp' ? call.payload : call),
    });
    const answeredAt = performance.now();
    const answer = (await this.json(response, `/api/${route} ${call.url ?? ''}`)) as ProviderAnswer;
    if (!statuses.includes(answer.status)) {
      throw new Error(
        `${call.method ?? 'POST'} ${call.url ?? route} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
    return { body: answer.body, answeredAt };
  }

  /** The site's own API (the demo clock). */
  async site(path: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
    const response = await fetch(`${this.siteUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: this.cookie,
        [environmentHeader]: this.config.environment,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return this.json(response, path);
  }

  /** What the card fields' frames do: a session at the provider, with the checkout id. */
  async cardSession(card: {
    cardNumber: string;
    cardExpiryDate: { month: number; year: number };
    cvc?: string;
  }): Promise<string> {
    const response = await fetch(`${this.config.wpBaseUrl}/sessions/card`, {
      method: 'POST',
      headers: {
        'content-type': sessionsMediaType,
        accept: sessionsMediaType,
        'x-wp-sdk': 'access-checkout-web/2.0.0-sandbox',
      },
      body: JSON.stringify({ identity: this.config.checkoutId, ...card }),
    });
    return at(await this.json(response, 'POST /sessions/card'), '_links.sessions:session.href');
  }

  /** A form the browser posts to one of the provider's pages (3DS); the page's HTML. */
  async postForm(url: string, fields: Record<string, string>): Promise<string> {
    assertLoopback(url);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return text;
  }

  /** A page of the provider's the browser loads (the hosted payment page). */
  async getPage(url: string): Promise<string> {
    assertLoopback(url);
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return text;
  }

  /** A JSON call of a provider page's own script (same origin as the page). */
  async pageCall(url: string, body: unknown): Promise<unknown> {
    assertLoopback(url);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return this.json(response, `POST ${new URL(url).pathname}`);
  }
}
