// A map with a cap on its size and an age limit on its entries, for the receiver's per-instance
// memory (seen event ids, payment owners, last applied event per payment): the oldest entry goes
// first when the cap is reached, and entries older than the limit are treated as gone.
// Map keeps insertion order and `set` re-inserts, so the oldest entry is always the first one.
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly cap: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  set(key: K, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.cap && now - entry.at <= this.maxAgeMs) break;
      this.entries.delete(oldest);
    }
  }
}
