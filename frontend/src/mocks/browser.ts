import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The service worker of `npm run dev:mock` (and Storybook): the app runs with no backend. */
export const worker = setupWorker(...handlers);
