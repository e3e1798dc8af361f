import type { Locale } from '../i18n';
import type { RootState } from '../store/store';

/**
 * What the server's page says about its markup (build/prerender.ts): the URL and language it
 * shows, and `renderOver` for a signed-in page's loading state, which is never hydrated.
 */
export type Prerendered = { url: string; locale: string; renderOver?: boolean };

/** The page the server sent, if it was prerendered: #root's data-prerendered, data-locale and data-hydrate. */
export function prerenderedIn(container: HTMLElement): Prerendered | null {
  const { prerendered, locale, hydrate } = container.dataset;
  if (!prerendered || !locale || !container.firstElementChild) return null;
  return hydrate === 'no' ? { url: prerendered, locale, renderOver: true } : { url: prerendered, locale };
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
  if (!prerendered || prerendered.renderOver) return false;
  return (
    showsPath(prerendered.url, location.pathname) &&
    location.search === '' &&
    prerendered.locale === locale &&
    !state.auth.isLoggedIn &&
    !state.vat.enabled
  );
}
