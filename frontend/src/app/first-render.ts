import type { Locale } from '../i18n';
import type { RootState } from './store';

/** What the server's page says about its markup (build/prerender.ts): the URL and language it shows. */
export type Prerendered = { url: string; locale: string };

/** The page the server sent, if it was prerendered: #root's data-prerendered and data-locale. */
export function prerenderedIn(container: HTMLElement): Prerendered | null {
  const { prerendered, locale } = container.dataset;
  return prerendered && locale && container.firstElementChild ? { url: prerendered, locale } : null;
}

/**
 * Whether a prerendered URL shows `pathname`: the same path (a trailing slash aside: the BFF's
 * router drops it), or its `_` stands for the last segment.
 */
export function showsPath(prerenderedUrl: string, requested: string): boolean {
  const pathname = requested.length > 1 ? requested.replace(/\/+$/, '') : requested;
  if (prerenderedUrl === pathname) return true;
  if (!prerenderedUrl.endsWith('/_')) return false;
  const dir = prerenderedUrl.slice(0, -1);
  const last = pathname.slice(dir.length);
  return pathname.startsWith(dir) && last.length > 0 && !last.includes('/');
}

/**
 * Whether the app's first render makes exactly the prerendered markup, so it can hydrate it: the
 * same page, no query (a page may read it), the same language, and the state a first visit starts
 * from (signed out, prices without VAT). Otherwise the app renders over the markup (createRoot),
 * in one commit: the page changes where this visitor's differs (the header of someone signed in).
 */
export function canHydrate(
  prerendered: Prerendered | null,
  location: { pathname: string; search: string },
  locale: Locale,
  state: Pick<RootState, 'auth' | 'vat'>,
): boolean {
  if (!prerendered) return false;
  return (
    showsPath(prerendered.url, location.pathname) &&
    location.search === '' &&
    prerendered.locale === locale &&
    !state.auth.isLoggedIn &&
    !state.vat.enabled
  );
}
