import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { registerAllTexts } from '../i18n/all-texts';
import { server } from '../mocks/node';
import { resetMockState } from '../mocks/state';

// jsdom has a URL, Node's fetch does not: resolve the app's relative '/api/...' requests against the
// page, as a browser would. (RTK Query builds `new Request('/api/...')`.)
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init);
  }
};

// jsdom has no ResizeObserver; Radix's slider measures its thumb with one.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// A lazy page's first render can take over a second on a busy CI machine: finds wait up to 5 s
// (as the stories do). A find that never succeeds still fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Tests speak English (the specs' texts) unless they switch: i18n.changeLanguage('am').
  await initI18n('en');
  // Tests render pages directly too, not only through their lazy routes (which load their texts).
  registerAllTexts();
});

afterEach(async () => {
  cleanup();
  // The files of a worker share one document (vitest.config.ts: isolate false): nothing a test
  // left behind (a portal's node, the focus) may reach the next one, in this file or another.
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
  await i18n.changeLanguage('en');
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => server.close());
