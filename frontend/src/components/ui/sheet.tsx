import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = {
  /** The accessible name; shown as the sheet's heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Shown in the top bar next to the close button (e.g. the logo). */
  header?: ReactNode;
  children: ReactNode;
  /** Accessible name of the X button (default 'Close menu', in the current language). */
  closeLabel?: string;
  /** Runs when the sheet has closed and focus goes back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The panel's id, for a trigger outside <Sheet> to name in aria-controls. */
  id?: string;
  className?: string;
};

/** A panel that slides in from the right (Radix Dialog: focus trapped, Escape closes). */
export function SheetContent({
  title,
  hideTitle = false,
  header,
  children,
  closeLabel,
  onCloseAutoFocus,
  id,
  className,
}: SheetContentProps) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/50 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        id={id}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={clsx(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-overlay focus:outline-none',
          'data-[state=open]:animate-slide-in-right',
          className,
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-line px-4">
          <div className="min-w-0">{header}</div>
          <DialogPrimitive.Close
            aria-label={closeLabel ?? t('common.actions.closeMenu')}
            className="focus-ring inline-flex size-10 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <DialogPrimitive.Title
          className={clsx(hideTitle ? 'sr-only' : 'px-4 pt-4 text-base font-semibold text-ink')}
        >
          {title}
        </DialogPrimitive.Title>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
