// One browser's server-sent event stream (GET /api/webhooks/stream, routes/webhook-stream.ts): the
// body Fastify pipes to it, the hub's sink that writes into that body, and everything that ends
// it — the browser going away (its response or its socket closing), falling too far behind, the
// stream's lifetime, the server closing. Ending a stream frees it at once: a client that stopped
// reading must not keep what was buffered for it (the browser reconnects with Last-Event-ID).
// A catch-up (the hub's replay after Last-Event-ID) may be far larger than that buffer: it waits
// for `room` between messages, so it is written as fast as the browser reads, never dropped.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamSink } from './webhook-hub';

/** Unsent stream bytes beyond which a browser is too far behind: its stream is closed. */
export const maxBufferedStreamBytes = 256 * 1024;
/** Unsent stream bytes up to which a catch-up writes on; beyond them it waits for the browser. */
export const catchUpPageBytes = 64 * 1024;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const keepAliveMs = 25_000;
/** A stream is ended after this long; the browser's EventSource reconnects with Last-Event-ID. */
export const streamLifetimeMs = 30 * 60_000;

export class EventStream {
  readonly body = new PassThrough();
  private readonly socket;
  private keepAlive: ReturnType<typeof setInterval> | undefined;
  private lifetime: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | null = null;
  private isClosed = false;
  private readonly onEnd: (() => void)[] = [];

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    this.socket = request.raw.socket;
    // The retry hint first: it also sends the headers at once.
    this.body.write('retry: 3000\n\n');
  }

  /** What the hub writes into: false (and the hub closes it) once the browser is too far behind. */
  readonly sink: StreamSink = {
    write: (chunk) => {
      if (this.body.writableLength > maxBufferedStreamBytes || this.body.writableEnded) {
        return false;
      }
      this.body.write(chunk);
      return true;
    },
    room: () => this.room(),
    close: () => this.close(),
  };

  /** Resolves once the browser has read the body down to a page (at once if it has, or closed). */
  private room(): Promise<void> {
    const { body } = this;
    if (this.isClosed || body.destroyed || body.writableLength <= catchUpPageBytes) {
      return Promise.resolve();
    }
    // More than the body's high-water mark is buffered, so a write was refused: 'drain' follows
    // once it is empty, or 'close' when the stream ends.
    return new Promise((resolve) => {
      const done = () => {
        body.off('drain', done);
        body.off('close', done);
        resolve();
      };
      body.on('drain', done);
      body.on('close', done);
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /**
   * The stream is subscribed (`unsubscribe` ends that): from now on it keeps itself alive, ends
   * after its lifetime, and ends when its browser goes. `onEnd` runs once, when it ends.
   */
  start(unsubscribe: () => void, onEnd: () => void): void {
    this.unsubscribe = unsubscribe;
    this.onEnd.push(onEnd);
    this.keepAlive = setInterval(() => {
      if (!this.sink.write(': keep-alive\n\n')) this.close();
    }, keepAliveMs);
    this.lifetime = setTimeout(() => this.close(), streamLifetimeMs);
    // A pipelined request's response never sees 'close' when its socket dies, so the socket's
    // own 'close' ends the stream too (once, whichever comes first).
    this.socket.once('close', this.close);
    this.reply.raw.on('close', this.close);
    if (this.socket.destroyed || this.reply.raw.destroyed) this.close();
  }

  /** Ends the stream and its response; safe to call more than once. */
  readonly close = (): void => {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.keepAlive);
    clearTimeout(this.lifetime);
    this.socket.off('close', this.close);
    this.unsubscribe?.();
    this.body.destroy();
    this.reply.raw.destroy();
    for (const end of this.onEnd) end();
  };
}
