import { createContext, useContext } from 'react';

/**
 * True while the build prerenders a page (router.tsx's StaticRouter, build/prerender.ts). Who is
 * signed in is known only in the browser, so the guards then render a signed-in page as everyone
 * first sees it, its loading state, instead of the sign-in redirect; the app renders over it.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
