import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest (started in src/test/setup.ts). */
export const server = setupServer(...handlers);
