import { useCallback, useEffect, useState } from 'react';

/** How long the reminder banner stays (console spec 9): 5 s, and 7 s after a successful bulk send. */
export const BANNER_MS = 5000;
export const BULK_SUCCESS_BANNER_MS = 7000;

export type Feedback = {
  tone: 'success' | 'danger';
  text: string;
  /** A short heading above the text (the bulk send's summary has one). */
  title?: string;
};

type Shown = Feedback & { ms: number; key: number };

/**
 * The services screen's feedback banner: `show` replaces whatever is shown and hides it after `ms`;
 * a newer message restarts the clock, so an old timer never hides a new message.
 */
export function useFeedbackBanner() {
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((feedback: Feedback, ms: number = BANNER_MS) => {
    setShown((previous) => ({ ...feedback, ms, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const dismiss = useCallback(() => setShown(null), []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);

  const feedback: Feedback | null = shown
    ? { tone: shown.tone, text: shown.text, ...(shown.title ? { title: shown.title } : {}) }
    : null;
  return { feedback, show, dismiss };
}
