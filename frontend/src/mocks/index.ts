export * from './fixtures';
export { handlers } from './handlers';
export { apiError, http } from './http';
export { db, resetMockState, setMockSettings } from './state';
