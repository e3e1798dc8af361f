import { CreditCard } from 'lucide-react';
import { getApiErrorMessage, useCreateChapaCheckoutMutation } from '../../api';
import { Alert, Button, Card, CardContent } from '../../components/ui';
import { useT } from '../../i18n';

/** Sends the browser to Chapa's checkout page (a seam for tests and stories). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Pay online through Chapa, offered when the server says Chapa is configured: starts a checkout
 * (POST /orders/{id}/chapa-checkout) and sends the browser to Chapa's page; Chapa brings the
 * customer back to this order's payment page, which shows the payment confirmed once verified.
 */
export function PayOnline({
  orderId,
  navigate = goToCheckout,
}: {
  orderId: string;
  navigate?: (url: string) => void;
}) {
  const t = useT();
  const [createCheckout, { isLoading, isSuccess, error, reset }] = useCreateChapaCheckoutMutation();

  const pay = async () => {
    const result = await createCheckout({ id: orderId });
    if ('data' in result && result.data) navigate(result.data.checkoutUrl);
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <CreditCard className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">{t('payment.online.title')}</h2>
            <p className="text-sm text-ink-muted">{t('payment.online.text')}</p>
          </div>
        </div>
        {error && (
          <Alert tone="danger" onDismiss={reset}>
            {getApiErrorMessage(error)}
          </Alert>
        )}
        {/* A long label (Amharic above all) wraps on a phone instead of widening the page. */}
        <Button
          size="lg"
          onClick={() => void pay()}
          loading={isLoading || isSuccess}
          className="h-auto! min-h-12 max-w-full self-start py-2.5 text-center leading-snug whitespace-normal!"
        >
          {isLoading || isSuccess ? t('payment.online.opening') : t('payment.online.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
