import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { initI18n, initialLocale } from './i18n';
import './styles/index.css';

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

void Promise.all([enableMocking(), initI18n(initialLocale())]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} router={makeRouter()} />
    </StrictMode>,
  );
});
