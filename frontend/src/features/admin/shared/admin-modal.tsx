import type { ReactNode } from 'react';
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
};

/**
 * A console modal (details, forms, confirmations): focus moves in and is trapped, Escape and the X
 * ('Close') close it, focus returns to the opener, the title names it.
 */
export function AdminModal({ open, onOpenChange, size = 'md', ...content }: AdminModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size} closeLabel="Close" {...content} />
    </Dialog>
  );
}
