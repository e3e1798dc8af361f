/**
 * Logout's call to the server (the contract's `logout`), sent with the token being given up and
 * not waited for: the app signs out at once, as it always did, while the server ends the session.
 * `keepalive` lets the request finish whatever the page does next. A failure (offline, a session
 * already ended) changes nothing: this browser has forgotten the token either way.
 */
export function endSessionOnServer(token: string): void {
  void fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
