export { AccessDenied } from './access-denied';
export { RedirectAdmin } from './redirect-admin';
export { RequireAdmin } from './require-admin';
export { RequireAuth } from './require-auth';
