import { useState, type FormEvent } from 'react';
import { useAdminConfirmChapaRefundMutation, type AdminOrder } from '../../../api';
import { Alert, Button, TextField } from '../../../components/ui';

/**
 * "Chapa refunded it: finish here" (POST /admin/orders/{id}/refund/confirm): offered when a refund
 * asked of Chapa got no answer and Chapa refuses a new one. The admin has found the refund in
 * Chapa's dashboard and gives its reference; the shop records it and finishes the refund (the
 * order cancelled, the server terminated, the credit note issued, the customer told) without
 * asking Chapa again.
 */
export function ChapaRefundFinishForm({
  order,
  onFinished,
}: {
  order: AdminOrder;
  /** The refund is finished: the success text, which replaces what the refund answered before. */
  onFinished: (message: string) => void;
}) {
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [finish, { isLoading }] = useAdminConfirmChapaRefundMutation();
  const blank = reference.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || isLoading) return;
    setFailure(null);
    try {
      const done = await finish({
        id: order.id,
        confirmChapaRefundRequest: { chapaRefundReference: reference },
      }).unwrap();
      onFinished(`${done.message} Credit note ${done.creditNoteNumber}.`);
    } catch (error) {
      setFailure((error as { message?: string }).message ?? 'The refund could not be finished.');
    }
  }

  return (
    <section
      aria-labelledby={`chapa-refund-${order.id}`}
      className="flex flex-col gap-3 rounded-md border p-3"
    >
      <h3 id={`chapa-refund-${order.id}`} className="font-semibold">
        Chapa refunded it: finish here
      </h3>
      <p className="text-sm">
        Found this refund in the Chapa dashboard? Give its reference: the refund is recorded and finished here
        without asking Chapa again.
      </p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          className="flex-1"
          label="Chapa's refund reference"
          hint="As the Chapa dashboard shows it."
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit" variant="danger" loading={isLoading} disabled={blank}>
          Finish the refund
        </Button>
      </form>
      {failure && <Alert tone="danger">{failure}</Alert>}
    </section>
  );
}
