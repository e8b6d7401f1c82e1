// Shares one in-flight promise between concurrent callers asking the same key.
// Nothing is remembered after it settles, so a failure is never reused.

export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  /** `shared` is true for callers that joined someone else's call. */
  async run<T>(key: string, work: () => Promise<T>): Promise<{ value: T; shared: boolean }> {
    const existing = this.inFlight.get(key) as Promise<T> | undefined;
    if (existing) return { value: await existing, shared: true };
    const promise = work();
    this.inFlight.set(key, promise);
    try {
      return { value: await promise, shared: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  get size(): number {
    return this.inFlight.size;
  }
}
