import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate, prerenderedIn } from './app/first-render';
import { prefetchRoute, preloadRoute } from './app/routes';
import { makeStore } from './store/store';
import { initI18n, initialLocale } from './i18n';
import { setLocaleCookie } from './i18n/locales';

/**
 * In `vite --mode mock` the MSW worker answers /api before the first render; otherwise the BFF does.
 * This dynamic import is the app's only way into mocks/: a production build replaces MODE, drops
 * the branch and with it every mock module (the worker, the fixtures, the dev corner).
 */
async function enableMocking(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockApi } = await import('./mocks/browser');
  await startMockApi();
}

const locale = initialLocale();
// The server picks the prerendered page's language by this cookie (bff/src/plugins/static.ts).
setLocaleCookie(locale);

/**
 * The first render waits for the language's texts and the first URL's lazy pages, so it shows the
 * page itself, never a fallback. Where the server sent that page prerendered (build/prerender.ts)
 * and this visitor's first render is the same, the app hydrates it; otherwise it renders over it.
 */
const store = makeStore();
// The state before any API call: what a prerendered page shows (canHydrate checks the rest).
const firstState = store.getState();

/**
 * The next task. The app's start runs in a few tasks rather than one long one (the modules' own
 * evaluation, then the language and the first API calls, then the render), so a tap on the
 * prerendered page, or the browser's next frame, never waits for all of it.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A page that fails to load here fails again in its route, which shows the error.
const pageLoaded = nextTask().then(() => preloadRoute(window.location.pathname).catch(() => {}));
// The page's first API calls start as soon as requests speak the language (Accept-Language).
const dataRequested = nextTask()
  .then(() => Promise.all([enableMocking(), initI18n(locale)]))
  .then(nextTask)
  .then(() => prefetchRoute(store.dispatch, window.location.pathname));

void Promise.all([pageLoaded, dataRequested])
  .then(nextTask)
  .then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    const hydrate = canHydrate(prerenderedIn(container), window.location, locale, firstState);
    const app = (
      <StrictMode>
        <App store={store} serverState={hydrate ? firstState : undefined} />
      </StrictMode>
    );
    // A transition: React renders in slices of a few milliseconds, leaving the main thread free
    // between them (a tap on the prerendered page is not held up by one long task).
    startTransition(() => {
      if (hydrate) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
