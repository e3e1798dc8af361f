import { useState } from 'react';

/**
 * A failed request's banner, dismissible: dismissing hides it for that request only, so the next
 * failure (a retry that fails again has a new request id) shows it again.
 */
export function useFailureBanner(failed: boolean, requestKey: string | undefined) {
  const [dismissed, setDismissed] = useState<{ key: string | undefined } | null>(null);
  return {
    shown: failed && !(dismissed !== null && dismissed.key === requestKey),
    dismiss: () => setDismissed({ key: requestKey }),
  };
}
