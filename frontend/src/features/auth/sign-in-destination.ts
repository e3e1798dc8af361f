import type { IntendedDestination } from '../../lib/intended-destination';

export type SignInTarget = { to: string; state?: unknown };

/**
 * Where a successful sign-in leads: the remembered destination (with its state), else the
 * configuration summary when a configuration is pending, else the console for an admin, else My Services.
 */
export function signInTarget({
  intended,
  hasPendingConfiguration,
  isAdmin,
}: {
  intended: IntendedDestination | null;
  hasPendingConfiguration: boolean;
  isAdmin: boolean;
}): SignInTarget {
  if (intended) return { to: intended.path + intended.search, state: intended.state };
  if (hasPendingConfiguration) return { to: '/config-confirmation' };
  if (isAdmin) return { to: '/admin' };
  return { to: '/my-services' };
}

/** Why the sign-in page was opened, said above its form: to finish a checkout, or to go on to a page. */
export type SignInReason = 'checkout' | 'continue';

export function signInReason(intended: IntendedDestination | null): SignInReason | null {
  if (!intended) return null;
  return intended.path === '/config-confirmation' ? 'checkout' : 'continue';
}
