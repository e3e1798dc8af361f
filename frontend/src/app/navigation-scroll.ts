import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by the router's location key (kept for the tab's life). */
const STORAGE_KEY = 'abay.scroll-positions';
/** How long a back or forward navigation keeps trying to restore its place while the page loads. */
const RESTORE_FOR_MS = 1500;
const MAX_REMEMBERED = 100;

/**
 * Scroll and focus as a reader expects from a site of separate pages (the declarative router has
 * no ScrollRestoration of its own):
 * - a new page (another path, by a link or a redirect) starts at the top, or at its #anchor, and
 *   focus moves to its main heading, so a screen reader announces where the visitor is;
 * - back and forward put the visitor where they were on that entry, once its content is tall
 *   enough (lists load after the page), unless the visitor scrolls meanwhile;
 * - a change of the query alone (a tab, a filter) leaves the scroll where it is.
 * The first page load is left to the browser.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Where the page shown is scrolled to: read when the visitor leaves it, before the next page
  // (shorter, perhaps) has moved the window (scroll events come a frame after the change).
  const scrolledTo = useRef(0);
  useEffect(() => {
    const remember = () => {
      scrolledTo.current = window.scrollY;
    };
    remember(); // a prerendered page may have been scrolled before the app took it over
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const { pathname, hash, key } = location;
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key, pathname };
    // The first page load (and an effect run again for the same entry) is left to the browser.
    if (before === null || before.key === key) return;
    rememberPosition(before.key, scrolledTo.current);
    if (navigationType === 'POP') return restore(readPositions()[key] ?? 0);
    if (before.pathname === pathname) return;
    if (hash !== '' && scrollToAnchor(hash)) return;
    window.scrollTo(0, 0);
    return focusHeading();
  }, [pathname, hash, key, navigationType]);
}

/** Scrolls to `top` as soon as the page is tall enough, for a while; a visitor's own scroll ends it. */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() > until) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

function scrollToAnchor(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Focuses the new page's main heading once it is there: a lazy page shows a spinner first, for as
 * long as its code takes to arrive on a slow phone, so the heading is waited for until the next
 * navigation, not for a fixed time. It does not steal focus the page or the visitor gave
 * elsewhere meanwhile.
 */
function focusHeading(): () => void {
  const before = document.activeElement;
  const attempt = (): boolean => {
    const focusMoved = document.activeElement !== before && document.activeElement !== document.body;
    if (focusMoved) return true;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  // After this render has been painted (the page's own effects may focus something first).
  let observer: MutationObserver | undefined;
  const frame = requestAnimationFrame(() => {
    if (attempt()) return;
    observer = new MutationObserver(() => {
      if (attempt()) observer?.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
  };
}

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function rememberPosition(key: string, top: number): void {
  const positions = readPositions();
  delete positions[key]; // moved to the end: the oldest entries are dropped first
  positions[key] = top;
  writePositions(positions);
}

function writePositions(positions: Record<string, number>): void {
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete positions[old];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (a private window): back and forward start at the top instead.
  }
}
