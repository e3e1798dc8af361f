import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button, DialogClose, DialogIcon } from '../../../components/ui';
import { AdminModal } from './admin-modal';

/** The outcome of a console action, e.g. `{ tone: 'success', title: 'Order Marked as Paid', message }`. */
export type ActionResult = {
  tone: 'success' | 'error';
  /** The spec's title: 'Order Deleted Successfully', 'Failed to Send Email'. */
  title: string;
  message?: string;
};

export type ResultDialogProps = {
  /** Open while set; null keeps it closed. */
  result: ActionResult | null;
  /** Called when OK, Escape or the X closes it: set the result back to null. */
  onClose: () => void;
};

/** Tells the admin how an action ended: a green tick or a red mark, the title, the message and OK. */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  const success = result?.tone === 'success';
  return (
    <AdminModal
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      icon={
        result && (
          <DialogIcon tone={success ? 'success' : 'danger'}>
            {success ? <CircleCheck /> : <CircleAlert />}
          </DialogIcon>
        )
      }
      title={result?.title}
      description={result?.message}
      footer={
        <DialogClose asChild>
          <Button variant={success ? 'primary' : 'outline'}>OK</Button>
        </DialogClose>
      }
    />
  );
}
