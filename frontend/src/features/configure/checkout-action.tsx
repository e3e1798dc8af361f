import { ArrowRight, TicketPercent } from 'lucide-react';
import { Alert, Button } from '../../components/ui';

export type CheckoutActionProps = {
  /** The validation message to show above the button (domain's exact text), or null. */
  alert: string | null;
  onDismissAlert: () => void;
  onContinue: () => void;
};

/** 'Continue to Checkout', the validation alert above it and the coupon note below. */
export function CheckoutAction({ alert, onDismissAlert, onContinue }: CheckoutActionProps) {
  return (
    <>
      {alert && (
        <Alert tone="danger" onDismiss={onDismissAlert}>
          {alert}
        </Alert>
      )}
      <Button size="lg" fullWidth onClick={onContinue}>
        Continue to Checkout
        <ArrowRight className="size-5" aria-hidden="true" />
      </Button>
      <p className="text-center text-xs text-ink-muted">
        <TicketPercent className="mr-1.5 inline size-4 align-[-0.2em] text-brand-700" aria-hidden="true" />
        Have a coupon code? You can apply it at checkout.
      </p>
    </>
  );
}
