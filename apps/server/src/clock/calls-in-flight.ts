// Each visitor's provider calls under way, counted by this instance (issue 31): the demo clock
// does not move in the middle of one (`clockBusy`). A journey that waits for the shopper between
// calls (a 3DS challenge) is known to the web app's journey engine, which refuses to move the
// clock then.
export class CallsInFlight {
  private readonly counts = new Map<string, number>();

  begin(visitorId: string): void {
    this.counts.set(visitorId, (this.counts.get(visitorId) ?? 0) + 1);
  }

  end(visitorId: string): void {
    const left = (this.counts.get(visitorId) ?? 1) - 1;
    if (left <= 0) this.counts.delete(visitorId);
    else this.counts.set(visitorId, left);
  }

  has(visitorId: string): boolean {
    return this.counts.has(visitorId);
  }
}
