import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, DialogContent, type DialogContentProps } from '../../../components/ui';

export type AdminModalProps = {
  open: boolean;
  /** Called with false when Escape, the X or the overlay closes it. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, right-aligned (stacked on phones). Wrap a closing one in <DialogClose asChild>. */
  footer?: ReactNode;
  /** sm 24rem, md 28rem (default), lg 32rem, xl 42rem. */
  size?: DialogContentProps['size'];
  icon?: ReactNode;
  children?: ReactNode;
  /** 'dialog' for details to read first: it opens at its top, not scrolled to a control below. */
  openFocus?: DialogContentProps['openFocus'];
};

/**
 * A console modal (details, forms, confirmations): focus moves in and is trapped, Escape and the X
 * ('Close') close it, focus returns to the opener, the title names it.
 */
export function AdminModal({ open, onOpenChange, size = 'md', ...content }: AdminModalProps) {
  useFocusReturn(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size} closeLabel="Close" {...content} />
    </Dialog>
  );
}

/**
 * A console modal is opened by a row's button, not a Radix Trigger, so Radix does not know where to
 * send focus back. Note what had focus as it opens (layout effects run before the dialog moves
 * focus in) and, once it has closed and Radix has had its turn, focus that again unless something
 * else (another dialog) took focus meanwhile.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      // After Radix's own (deferred) focus handling on close.
      setTimeout(() => {
        const focusIsLost = !document.activeElement || document.activeElement === document.body;
        if (target?.isConnected && focusIsLost) target.focus();
      });
    };
  }, [open]);
}
