/**
 * jsdom has no ResizeObserver; Radix's slider measures its thumb with one. Imported by this
 * feature's tests only (src/test/setup.ts, shared, does not stub it yet).
 */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
