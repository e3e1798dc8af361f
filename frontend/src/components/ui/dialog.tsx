import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';

/** Radix Dialog root: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
/** Wrap a footer button with <DialogClose asChild> to close on click. */
export const DialogClose = DialogPrimitive.Close;

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

export type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon shown above the title (e.g. a tinted lucide icon). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out right-aligned (stacked full-width on phones). */
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** Accessible name of the X button (default 'Close', in the current language). */
  closeLabel?: string;
  hideClose?: boolean;
  /**
   * Where focus goes as it opens: the first control (Radix's way; a form's first field), or the
   * dialog itself, which opens at its top (details to read first; Tab then reaches the controls).
   */
  openFocus?: 'first-control' | 'dialog';
  className?: string;
};

/** A centred modal: focus is trapped, Escape and the X close it, the title names it. */
export function DialogContent({
  title,
  description,
  icon,
  children,
  footer,
  size = 'md',
  closeLabel,
  hideClose = false,
  openFocus = 'first-control',
  className,
}: DialogContentProps) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);
  const focusDialog = (event: Event) => {
    event.preventDefault();
    content.current?.focus({ preventScroll: true });
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        ref={content}
        {...(openFocus === 'dialog' ? { onOpenAutoFocus: focusDialog } : {})}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card bg-surface p-6 shadow-overlay focus:outline-none',
          'data-[state=open]:animate-pop-in sm:p-7',
          widths[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {icon && <div className="mb-4">{icon}</div>}
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold tracking-tight text-ink">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-2 text-sm leading-relaxed text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        )}
        {children && <div className="mt-4 text-sm text-ink">{children}</div>}
        {footer && (
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto">
            {footer}
          </div>
        )}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label={closeLabel ?? t('common.actions.close')}
            className="focus-ring absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-control text-ink-subtle transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A round tinted icon for the top of a dialog or an empty state. */
export function DialogIcon({
  tone = 'brand',
  children,
}: {
  tone?: 'brand' | 'success' | 'danger' | 'warning';
  children: ReactNode;
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    success: 'bg-success-50 text-success-700 ring-success-100',
    danger: 'bg-danger-50 text-danger-700 ring-danger-100',
    warning: 'bg-warning-50 text-warning-700 ring-warning-100',
  } as const;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-12 items-center justify-center rounded-full ring-8 [&_svg]:size-6',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
