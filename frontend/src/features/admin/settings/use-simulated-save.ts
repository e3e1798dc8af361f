import { useCallback, useEffect, useRef, useState } from 'react';
import { SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED_FOR_MS } from './settings-defaults';

export type SaveState = 'idle' | 'saving' | 'saved';

/**
 * The spec's pretend save: 'saving' for one second, then 'saved' for three, then 'idle'. Nothing is
 * sent anywhere. Saving again restarts the cycle; leaving the page cancels it.
 */
export function useSimulatedSave(): { state: SaveState; save: () => void } {
  const [state, setState] = useState<SaveState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clear = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const save = useCallback(() => {
    clear();
    setState('saving');
    timers.current.push(
      setTimeout(() => {
        setState('saved');
        timers.current.push(setTimeout(() => setState('idle'), SETTINGS_SAVED_FOR_MS));
      }, SETTINGS_SAVE_DELAY_MS),
    );
  }, []);

  return { state, save };
}
