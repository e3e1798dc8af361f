import { useState } from 'react';

/**
 * True from the first render in which `value` was true on. A part loaded on demand (a dialog's
 * content) mounts the first time it is wanted and then stays, so it keeps its own open and close
 * behaviour (focus return, Escape) as if it had always been there.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return value || hasBeen;
}
