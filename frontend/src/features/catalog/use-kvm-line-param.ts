import { isKvmLine, SALE_LINE, type KvmLineKey } from '@shop/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search parameter that holds the servers page's tab: /servers?line=intelxeon. */
export const LINE_PARAM = 'line';

/**
 * The KVM line shown on the servers page, kept in the URL so a reload or a return from the
 * configuration page lands on the same tab. A missing or unknown value means Packages (2025sale).
 * Switching replaces the history entry: Back leaves the page rather than stepping through tabs.
 */
export function useKvmLineParam(): [KvmLineKey, (line: KvmLineKey) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(LINE_PARAM);
  const line: KvmLineKey = raw !== null && isKvmLine(raw) ? raw : SALE_LINE;
  const setLine = useCallback(
    (next: KvmLineKey) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set(LINE_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [line, setLine];
}
