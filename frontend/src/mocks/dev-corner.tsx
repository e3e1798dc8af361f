import { Database } from 'lucide-react';
import { StrictMode, useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { buttonClasses } from '../components/ui/button';

/** A focus ring (white gap, indigo outline) that shows on the light pages and the navy footer alike. */
const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus focus-visible:shadow-[0_0_0_2px_white]';

/**
 * dev:mock's corner: a small "Mock data" toggle at the bottom left (an icon alone on a phone) that
 * opens a panel with the reset. It sits under the app's fixed layers (admin sidebar z-30, header
 * z-40, dialogs z-50) so it never covers their controls, and comes to the front while it has focus.
 * It reserves no space: the pages keep the layout a designer reviews, and whatever scrolls under the
 * corner scrolls out again.
 */
export function DevCorner({ onReset }: { onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const corner = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!corner.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <aside
      ref={corner}
      aria-label="Mock API"
      className="fixed bottom-1 left-1 z-20 flex flex-col-reverse items-start gap-2 font-sans focus-within:z-50 print:hidden"
    >
      <button
        ref={toggle}
        type="button"
        aria-label="Mock data tools"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={`${FOCUS_RING} inline-flex size-6 items-center justify-center gap-1.5 rounded-full bg-surface-inverse/85 text-[11px] font-semibold text-white shadow-raised ring-1 ring-white/40 transition-colors hover:bg-surface-inverse sm:w-auto sm:px-2.5`}
      >
        <Database aria-hidden="true" className="size-3.5 text-accent-300" />
        {/* On a phone, the icon alone: the smallest footprint over the page. */}
        <span className="hidden sm:inline">Mock data</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="w-64 max-w-[calc(100vw-0.5rem)] rounded-card border border-line bg-surface p-3 text-xs leading-relaxed text-ink-muted shadow-overlay"
        >
          <p>
            The app runs on mock data. Orders, sign-ups and payments you make are kept in this browser until
            you reset it (or open a page with <code className="text-ink">?reset-mocks</code>).
          </p>
          <button
            type="button"
            onClick={onReset}
            className={`${buttonClasses({ variant: 'danger', size: 'sm', fullWidth: true })} mt-3`}
          >
            Reset mock data
          </button>
        </div>
      )}
    </aside>
  );
}

/** Renders the corner into its own node after the app's root (and so last in the tab order). */
export function mountDevCorner(onReset: () => void): void {
  const host = document.createElement('div');
  host.id = 'mock-dev-corner';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevCorner onReset={onReset} />
    </StrictMode>,
  );
}
