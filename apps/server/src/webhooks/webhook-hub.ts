// The receiver's routing of accepted events to the browsers that own them (issue 30). Whose
// payment an event is, is the visitors' ledger's (visitors/visitor-ledger.ts): the proxy records
// a visitor's payment-creating call's transactionReference before the call goes out, so an event
// the provider sends at once cannot arrive first. An event goes to the streams of that visitor
// only; a contested reference (two visitors named it) or an unknown one (a payment made
// elsewhere) goes to no one: knowing or guessing another visitor's reference never yields their
// events. What the receiver remembers of events, and the bus their messages go out on, is the
// events' ledger (event-ledger.ts): in memory for one instance, in PostgreSQL for several, where
// every instance hears every message and writes it to the streams it holds. The streams
// themselves are this instance's, bounded by the caps below.
import type * as z from 'zod/mini';
import { webhookMessageSchema, type ReceiverOutcome } from '@sjd/contracts';
import type { VisitorLedger } from '../visitors/visitor-ledger';
import type { EventLedger, LedgerMessage } from './event-ledger';

export interface HubLimits {
  /** Open streams on this instance in all, and per visitor (tabs). */
  maxStreams: number;
  maxStreamsPerVisitor: number;
  /**
   * Bytes of live messages held for a stream while it catches up; beyond them the browser reads
   * too slowly to ever catch up: its stream is closed (it reconnects from what it last got).
   */
  maxHeldBytes: number;
}

export const defaultHubLimits: HubLimits = {
  maxStreams: 1_000,
  maxStreamsPerVisitor: 5,
  maxHeldBytes: 256 * 1024,
};

/** An accepted event as the receiver read it. */
export interface AcceptedEvent {
  eventId: string;
  /** eventTimestamp as epoch ms (UTC). */
  at: number;
  transactionReference: string;
  type: string;
  /** tokenCreated is not a state of the payment: it is never out of order. */
  isPaymentState: boolean;
  keyId: string;
  signature: string;
  /** The parsed body, as the browser will show it. */
  body: unknown;
}

/**
 * One message of the event stream as the receiver writes it (@sjd/contracts WebhookMessage), its
 * bodies as parsed from the wire: publish checks it against the contract.
 */
export type WebhookMessage = z.input<typeof webhookMessageSchema>;

/** A browser's open stream: `write` takes one SSE chunk; false means it fell too far behind. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Resolves when the browser has read enough for a catch-up to write on (event-stream.ts). */
  room(): Promise<void>;
  close(): void;
}

/** A browser's open stream, as the hub keeps it. */
interface Stream {
  /** While it catches up (a replay): what it asked after, and the live messages held meanwhile. */
  catchingUp: { afterSeq: number; held: LedgerMessage[]; heldBytes: number } | null;
  /**
   * The messages its catch-up wrote: one announced late (PostgreSQL's notification can come
   * after the catch-up read the same message from the table) is not written again.
   */
  written: Set<number>;
}

export class WebhookHub {
  private readonly streams = new Map<string, Map<StreamSink, Stream>>();
  private streamCount = 0;

  constructor(
    private readonly events: EventLedger,
    private readonly visitors: VisitorLedger,
    private readonly limits: HubLimits = defaultHubLimits,
    private readonly now: () => number = Date.now,
  ) {
    events.listen((message) => this.deliver(message));
  }

  /**
   * De-duplicates by eventId, ignores an event older than the last one applied to its payment,
   * and publishes a message for the owner's streams, wherever they are open (publishing writes
   * into buffers: it never waits for a browser). Returns what it did.
   */
  async receive(
    event: AcceptedEvent,
    /** The owner's faults in force, for the message. */
    faults: string[] = [],
  ): Promise<{ outcome: ReceiverOutcome; owned: boolean }> {
    const outcome = await this.events.judge(event);
    const visitorId = await this.visitors.ownerOf(event.transactionReference);
    if (visitorId === null) return { outcome, owned: false };
    const now = this.now();
    const message: WebhookMessage = {
      eventId: event.eventId,
      type: event.type,
      transactionReference: event.transactionReference,
      outcome,
      receivedAt: new Date(now).toISOString(),
      request: { eventSignature: event.signature, keyId: event.keyId },
      response: { status: 200, body: { received: true, outcome } },
      // An event dated on a demo clock ahead of real time has no measurable lag.
      lagMs: Number.isFinite(event.at) && event.at <= now ? now - event.at : null,
      faults,
      event: event.body,
    };
    try {
      await this.publish(visitorId, message);
    } catch (error) {
      // Not published (the database failed): the receiver answers 500, and the provider's retry
      // must be taken as new, not as a duplicate of an event the visitor never got.
      await this.events.forgetEvent(event.eventId).catch(() => {});
      throw error;
    }
    return { outcome, owned: true };
  }

  /** Publishes a message for `visitorId`'s streams, on whichever instance they are open. */
  async publish(visitorId: string, message: WebhookMessage): Promise<void> {
    await this.events.publish(visitorId, JSON.stringify(webhookMessageSchema.parse(message)));
  }

  /**
   * True the first time `key` is asked about, on any instance (the events' ledger's seen ids):
   * a refused delivery attempt is told once, however often its body is posted again.
   */
  async isFirstTelling(key: string): Promise<boolean> {
    const seen = await this.events.judge({
      eventId: key,
      at: 0,
      transactionReference: '',
      isPaymentState: false,
    });
    return seen === 'applied';
  }

  /** Writes a published message to this instance's streams of its visitor. */
  private deliver(message: LedgerMessage): void {
    const own = this.streams.get(message.visitorId);
    if (!own) return;
    for (const [sink, stream] of own) {
      if (stream.written.has(message.seq)) continue;
      const catching = stream.catchingUp;
      if (!catching) {
        this.write(message.visitorId, sink, message);
        continue;
      }
      catching.held.push(message);
      catching.heldBytes += message.data.length;
      if (catching.heldBytes > this.limits.maxHeldBytes) this.drop(message.visitorId, sink);
    }
  }

  private write(visitorId: string, sink: StreamSink, message: LedgerMessage): boolean {
    if (sink.write(`id: ${message.seq}\nevent: webhook\ndata: ${message.data}\n\n`)) return true;
    this.drop(visitorId, sink);
    return false;
  }

  /**
   * Opens a stream for `visitorId`; with `afterSeq` (Last-Event-ID) it first catches up: that
   * visitor's kept messages after it, then what arrived meanwhile, in order and once each. Returns
   * the closer, or null when there are too many streams.
   */
  subscribe(visitorId: string, afterSeq: number | null, sink: StreamSink): (() => void) | null {
    const own = this.streams.get(visitorId) ?? new Map<StreamSink, Stream>();
    if (this.streamCount >= this.limits.maxStreams) return null;
    if (own.size >= this.limits.maxStreamsPerVisitor) return null;
    const stream: Stream = {
      catchingUp: afterSeq === null ? null : { afterSeq, held: [], heldBytes: 0 },
      written: new Set(),
    };
    own.set(sink, stream);
    this.streams.set(visitorId, own);
    this.streamCount += 1;
    if (afterSeq !== null) void this.catchUp(visitorId, sink, stream, afterSeq);
    return () => this.unsubscribe(visitorId, sink);
  }

  /**
   * The catch-up: the ledger's kept messages a page (one read) at a time, each written once the
   * browser has room for it, so a catch-up larger than a stream's buffer is paced by the browser's
   * reading instead of overflowing it; then the live messages held meanwhile; then live. Each
   * message once: by its number, not by order (two instances' messages may commit out of order).
   */
  private async catchUp(
    visitorId: string,
    sink: StreamSink,
    stream: Stream,
    afterSeq: number,
  ): Promise<void> {
    const isOpen = () => this.streams.get(visitorId)?.get(sink) === stream;
    const writeOn = async (message: LedgerMessage) => {
      if (message.seq <= afterSeq || stream.written.has(message.seq)) return true;
      await sink.room();
      if (!isOpen() || !this.write(visitorId, sink, message)) return false;
      stream.written.add(message.seq);
      return true;
    };
    let last = afterSeq;
    for (;;) {
      let page: LedgerMessage[] = [];
      try {
        page = await this.events.recentAfter(visitorId, last);
      } catch {
        // The rest of the replay is lost, not the stream: what arrives from now on is written.
      }
      if (!isOpen() || !stream.catchingUp) return;
      // No page brings anything newer: the ledger has nothing more (the held messages follow).
      if (!page.some((message) => message.seq > last)) break;
      for (const message of page) {
        if (!(await writeOn(message))) return;
        last = Math.max(last, message.seq);
      }
      // What was held and is written now need not be held any longer.
      const catching: NonNullable<Stream['catchingUp']> = stream.catchingUp;
      catching.held = catching.held.filter((message) => !stream.written.has(message.seq));
      catching.heldBytes = catching.held.reduce((sum, message) => sum + message.data.length, 0);
    }
    const catching = stream.catchingUp;
    for (let message = catching.held.shift(); message; message = catching.held.shift()) {
      catching.heldBytes -= message.data.length;
      if (!(await writeOn(message))) return;
    }
    // Nothing is awaited between the last held message and this: no live one can slip between.
    stream.catchingUp = null;
  }

  private unsubscribe(visitorId: string, sink: StreamSink): void {
    const own = this.streams.get(visitorId);
    if (!own?.delete(sink)) return;
    this.streamCount -= 1;
    if (own.size === 0) this.streams.delete(visitorId);
  }

  /** A stream that fell behind is closed; the browser reconnects with Last-Event-ID. */
  private drop(visitorId: string, sink: StreamSink): void {
    this.unsubscribe(visitorId, sink);
    sink.close();
  }

  /** Open streams, for tests and the health of the limits. */
  get openStreams(): number {
    return this.streamCount;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const [visitorId, own] of this.streams) {
      for (const sink of [...own.keys()]) this.drop(visitorId, sink);
    }
  }
}
