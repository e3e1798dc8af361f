/**
 * What the auth feature offers the other features: who is signed in, their token, logout, and the
 * destination remembered for after sign-in.
 */
export { displayName, loggedOut, selectCurrentUser, selectIsLoggedIn, selectToken } from './auth-slice';
export { rememberIntendedDestination } from './intended-destination';
export { CodeField } from './code-field';
