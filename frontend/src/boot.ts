import './styles/index.css';
import { STORAGE_KEYS, readString } from './lib/storage';

/** How long the app waits at most for the browser to report the first paint. */
const PAINT_WAIT_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}

/**
 * The page's entry: the styles (a stylesheet in the HTML's head), then the app (main.tsx). Where
 * the server sent the page prerendered (build/prerender.ts), the app starts once the browser has
 * painted it (its first-contentful-paint entry), so the app's JavaScript, however long it takes to
 * run, never holds back the first paint (nor its download: the stylesheet and the page's HTML have
 * the network to themselves). An empty page (not prerendered), a background tab
 * (it paints nothing until shown) and a browser without paint timing start the app at once.
 */
function boot() {
  const prerendered = document.getElementById('root')?.firstElementChild;
  const paintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (!prerendered || !paintTiming || document.visibilityState === 'hidden') {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
}

/**
 * A prerendered page's header is a signed-out visitor's (Sign In, Get Started). For a customer who
 * is signed in on this browser (the flag the app keeps in storage) those would be wrong until the
 * app has started and shows who is signed in: they are hidden meanwhile (styles/index.css).
 */
function markSignedIn() {
  if (readString(STORAGE_KEYS.isLoggedIn) === 'true') document.documentElement.dataset.session = 'signed-in';
}

markSignedIn();
boot();
