import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the window. Where matchMedia is missing
 * (jsdom, server) it answers `fallback`, so tests render the desktop layout by default.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
