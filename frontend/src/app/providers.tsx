import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../i18n';
import type { AppStore, RootState } from '../store/store';

/** Everything the app needs above the router: the Redux store (RTK Query lives in it) and the language. */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  /** While hydrating, components read this state (the prerendered page's) rather than the store's. */
  serverState?: RootState;
  children: ReactNode;
}) {
  // The app has rendered (or hydrated the prerendered page): it takes clicks (styles/index.css).
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store} serverState={serverState}>
        {children}
      </Provider>
    </I18nextProvider>
  );
}
