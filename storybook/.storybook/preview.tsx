import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../../frontend/src/store/store';
import { i18n, initI18n, isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../frontend/src/i18n';
import { registerAllTexts } from '../../frontend/src/i18n/all-texts';
import { handlers, resetMockState } from '../../frontend/src/mocks';
import '../../frontend/src/styles/index.css';
import { configure } from 'storybook/test';

// Play functions wait up to 5 s for what the mock backend answers: 1 s (the default) is too short
// when CI runs the whole story suite on a loaded two-core machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * Story parameters this preview understands:
 *   store:     Partial<RootState> preloaded into a fresh store (e.g. signed in, VAT on)
 *   route:     the initial URL (default '/')
 *   routePath: the <Route path> the story renders under, so useParams works (default '*')
 * A play function reaches the store as `context.loaded.store` and the current path through
 * `canvasElement.querySelector('[data-story-location]')`.
 */
declare module 'storybook/internal/csf' {
  interface Parameters {
    store?: Partial<RootState>;
    route?: string;
    routePath?: string;
  }
}

/** An invisible record of where the router is, for play functions that assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output hidden data-story-location={location.pathname + location.search} />;
}

const withStoreAndRouter: Decorator = (Story, { loaded, parameters }) => (
  <Provider store={loaded.store as AppStore}>
    <MemoryRouter initialEntries={[parameters.route ?? '/']}>
      <LocationProbe />
      <Routes>
        <Route path={parameters.routePath ?? '*'} element={<Story />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

const preview: Preview = {
  // The toolbar's language switch; a story pins one with `globals: { locale: 'am' }`.
  initialGlobals: { locale: 'en' },
  globalTypes: {
    locale: {
      description: 'The language of the customer side',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    // The story's language, its catalogue loaded before the story renders.
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      await initI18n(locale);
      // Stories render pages directly, not through their lazy routes (which load their texts).
      registerAllTexts();
      await i18n.changeLanguage(locale);
      return {};
    },
    // The shared mock API (frontend/src/mocks) answers every story by default; a story overrides
    // it with `beforeEach({ msw }) { msw.use(...) }` or `parameters.msw`. Other requests (Vite,
    // Storybook, assets) pass through.
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
      return worker;
    }),
    // A fresh store per story: nothing leaks from one story (or test) to the next.
    ({ parameters }) => ({ store: makeStore(parameters.store ?? {}) }),
  ],
  beforeEach() {
    // The mock backend's data goes back to its fixtures (a story may have placed orders...).
    resetMockState();
    // The store mirrors auth, VAT and checkout to storage; start every story from a clean slate.
    for (const area of [localStorage, sessionStorage]) {
      for (const key of Object.keys(area)) if (key.startsWith('storefront.')) area.removeItem(key);
    }
  },
  decorators: [withStoreAndRouter],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Accessibility violations fail the story tests (npm run test:stories).
    a11y: { test: 'error' },
  },
};

export default preview;
