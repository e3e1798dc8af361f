import { useEffect } from 'react';

/**
 * Catalog load failures are only logged (storefront spec, section 8): the page shows an empty state
 * and the details go to the console once per failure.
 */
export function useLoggedFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
