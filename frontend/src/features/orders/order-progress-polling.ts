import { useEffect, useRef, useState } from 'react';

/** The status page reads its order again after this long at first... */
export const ORDER_POLL_FIRST_MS = 2000;
/** ...waiting twice as long after each answer that leaves the stage as it was, up to this. */
export const ORDER_POLL_MAX_MS = 15_000;

/**
 * Polling with backoff for an order's status page: the interval to give the query, set again
 * after each answer (`readAt`): short again when the stage moved, doubled (up to the maximum)
 * when it did not, and 0 (stopped) once the stage is final.
 */
export function useOrderPolling(
  progress: { stage: string; final: boolean } | undefined,
  readAt: number | undefined,
): number {
  const [interval, setInterval] = useState(ORDER_POLL_FIRST_MS);
  const lastStage = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!progress || readAt === undefined) return;
    if (progress.final) setInterval(0);
    else if (progress.stage !== lastStage.current) setInterval(ORDER_POLL_FIRST_MS);
    else setInterval((ms) => Math.min(Math.max(ms, ORDER_POLL_FIRST_MS) * 2, ORDER_POLL_MAX_MS));
    lastStage.current = progress.stage;
    // Each answer, once: readAt changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readAt]);
  return interval;
}
