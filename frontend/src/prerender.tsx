import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { makeStore } from './store/store';
import { changeLocale, initI18n, type Locale } from './i18n';
import { ethiopicFontFace, ethiopicFontPreload } from './i18n/font';

/**
 * The build's prerender entry (build/prerender.ts builds it for node and calls it after the app's
 * own build): the markup of a page as a signed-out visitor's browser renders it first, in one
 * language, with no data from the API yet (the same loading states). The browser shows it before
 * any JavaScript has run; main.tsx then hydrates it, or renders over it where this visitor's first
 * render differs (signed in, another language, a query).
 */
export async function renderPage(url: string, locale: Locale): Promise<string> {
  await initI18n(locale);
  await changeLocale(locale);
  await preloadRoute(new URL(url, 'http://prerender').pathname);
  // Exactly the tree main.tsx renders (useId's ids depend on it), on the state a first visit starts from.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App store={makeStore({})} location={url} />
    </StrictMode>,
    // An error would leave a boundary to the client, with an inline script the CSP blocks.
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: React outlines a large one, to be moved in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`prerendering ${url} (${locale}) failed`, { cause: errors[0] });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The Ethiopic font's @font-face and preload, for the page's head (the app adds them too when it starts). */
export { ethiopicFontFace, ethiopicFontPreload };
