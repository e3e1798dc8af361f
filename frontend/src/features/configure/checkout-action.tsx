import { ArrowRight, TicketPercent } from 'lucide-react';
import { Alert, Button } from '../../components/ui';
import { useT } from '../../i18n';

export type CheckoutActionProps = {
  /** The validation message to show above the button (already translated), or null. */
  alert: string | null;
  onDismissAlert: () => void;
  onContinue: () => void;
};

/** 'Continue to Checkout', the validation alert above it and the coupon note below. */
export function CheckoutAction({ alert, onDismissAlert, onContinue }: CheckoutActionProps) {
  const t = useT();
  return (
    <>
      {alert && (
        <Alert tone="danger" onDismiss={onDismissAlert}>
          {alert}
        </Alert>
      )}
      <Button size="lg" fullWidth onClick={onContinue}>
        {t('configure.checkoutAction.continue')}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Button>
      <p className="text-center text-xs text-ink-muted">
        <TicketPercent className="mr-1.5 inline size-4 align-[-0.2em] text-brand-700" aria-hidden="true" />
        {t('configure.checkoutAction.coupon')}
      </p>
    </>
  );
}
