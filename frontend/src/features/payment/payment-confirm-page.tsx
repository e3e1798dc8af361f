import { localizeServerMessage, SERVER_MESSAGES } from '@shop/domain';
import { FileX2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useGetPaymentAccountsQuery,
  useRecordPaymentMutation,
  type ApiError,
  type RecordPaymentRequest,
} from '../../api';
import { Button, Card, CardContent, Container, EmptyState, PageHeader, Steps } from '../../components/ui';
import { useT } from '../../i18n';
import { CHECKOUT_STEP, useCheckoutSteps } from '../../lib/checkout-steps';
import { OrderReference } from './order-reference';
import { PaymentConfirmForm } from './payment-confirm-form';
import { clearPaymentData, isPaymentMethod, type PaymentConfirmState } from '../../lib/payment-data';
import { PaymentFailureDialog, PaymentSuccessDialog } from './payment-result-dialogs';

/** /payment-confirm/{orderId}: report the transfer; the bare route logs and shows 'Invalid Order'. */
export function PaymentConfirmPage() {
  const t = useT();
  const { orderId } = useParams();
  useEffect(() => {
    if (!orderId) console.error('Payment confirmation opened without an order id');
  }, [orderId]);

  if (!orderId) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={FileX2}
          title={t('payment.invalidOrder.title')}
          text={t('payment.invalidOrder.text')}
          action={
            <Button asChild>
              <Link to="/my-orders">{t('payment.invalidOrder.myOrders')}</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  return <ReportPayment orderId={orderId} />;
}

function ReportPayment({ orderId }: { orderId: string }) {
  const t = useT();
  const steps = useCheckoutSteps();
  const navigate = useNavigate();
  const from = (useLocation().state as PaymentConfirmState | null)?.paymentMethod;
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const { data: accounts } = useGetPaymentAccountsQuery();
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<{ message: string; duplicate: boolean } | null>(null);

  const submit = async (request: RecordPaymentRequest) => {
    try {
      await recordPayment({ id: orderId, recordPaymentRequest: request }).unwrap();
      clearPaymentData();
      setSucceeded(true);
    } catch (error) {
      setFailure({ message: getApiErrorMessage(error), duplicate: isDuplicateReference(error) });
    }
  };

  const toMyServices = () => navigate('/my-services');

  return (
    <Container size="sm" className="py-8 sm:py-12">
      <Steps steps={steps.steps} current={CHECKOUT_STEP.report} label={steps.label} />
      <PageHeader
        className="mt-6"
        title={t('payment.report.title')}
        subtitle={
          accounts?.automation.transferCheck
            ? t('payment.report.subtitleAutomatic')
            : t('payment.report.subtitle')
        }
      />
      <Card className="mt-8">
        <CardContent className="flex flex-col gap-6 sm:px-8 sm:py-8">
          <OrderReference orderId={orderId} justReported={succeeded} />
          <PaymentConfirmForm
            defaultMethod={isPaymentMethod(from) ? from : undefined}
            submitting={isLoading}
            onSubmit={submit}
          />
        </CardContent>
      </Card>
      <PaymentSuccessDialog open={succeeded} onContinue={toMyServices} orderId={orderId} />
      <PaymentFailureDialog
        message={failure?.message ?? null}
        duplicateReference={failure?.duplicate ?? false}
        orderId={orderId}
        onRetry={() => setFailure(null)}
        onDashboard={toMyServices}
      />
    </Container>
  );
}

/** The server refused the transaction number as already used (409, in either language). */
function isDuplicateReference(error: unknown): boolean {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  return (
    status === 409 &&
    (message === SERVER_MESSAGES.paymentReferenceUsed ||
      message === localizeServerMessage(SERVER_MESSAGES.paymentReferenceUsed, 'am'))
  );
}
