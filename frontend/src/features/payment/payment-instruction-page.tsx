import { ArrowRight, CircleHelp, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getApiErrorMessage, useGetPaymentAccountsQuery } from '../../api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  EmptyState,
  PageHeader,
  Steps,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../components/ui';
import { useT } from '../../i18n';
import { CHECKOUT_STEP, useCheckoutSteps } from '../checkout';
import { AmountDue } from './amount-due';
import { PaymentAccountPanel } from './payment-account-panel';
import {
  isPaymentMethod,
  readPaymentData,
  type PaymentConfirmState,
  type PaymentMethod,
} from './payment-data';

/** /payment-instruction: how much to pay and where, then Done to report the payment. */
export function PaymentInstructionPage() {
  const t = useT();
  const location = useLocation();
  const [payment] = useState(() => readPaymentData(location.state));

  if (!payment) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={WalletCards}
          title={t('payment.noPaymentData.title')}
          text={t('payment.noPaymentData.text')}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/">{t('payment.noPaymentData.home')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-orders">{t('payment.noPaymentData.myOrders')}</Link>
              </Button>
            </div>
          }
        />
      </Container>
    );
  }
  return <Instructions payment={payment} />;
}

function Instructions({ payment }: { payment: NonNullable<ReturnType<typeof readPaymentData>> }) {
  const t = useT();
  const steps = useCheckoutSteps();
  const navigate = useNavigate();
  const accounts = useGetPaymentAccountsQuery();
  const [method, setMethod] = useState<PaymentMethod>('CBE');
  /** Done pressed without an order id: the alert explaining it is shown. */
  const [noOrderId, setNoOrderId] = useState(false);

  const done = () => {
    if (!payment.orderId) {
      console.error('Payment instructions without an order id', payment);
      setNoOrderId(true);
      return;
    }
    const state: PaymentConfirmState = { paymentMethod: method };
    navigate(`/payment-confirm/${encodeURIComponent(payment.orderId)}`, { state });
  };

  return (
    <Container size="md" className="py-8 sm:py-12">
      <Steps steps={steps.steps} current={CHECKOUT_STEP.pay} label={steps.label} />
      <PageHeader
        className="mt-6"
        title={t('payment.instructions.title')}
        subtitle={t('payment.instructions.subtitle')}
      />
      <div className="mt-8 flex flex-col gap-6">
        <AmountDue payment={payment} />
        <Card>
          <CardContent>
            <Tabs value={method} onValueChange={(value) => isPaymentMethod(value) && setMethod(value)}>
              <TabsList aria-label={t('payment.instructions.methods')}>
                <TabsTrigger value="CBE">CBE</TabsTrigger>
                <TabsTrigger value="TELEBIRR">Telebirr</TabsTrigger>
              </TabsList>
              {accounts.isError && (
                <Alert
                  tone="danger"
                  className="mt-6"
                  actions={
                    <Button size="sm" variant="outline" onClick={() => void accounts.refetch()}>
                      {t('payment.instructions.retry')}
                    </Button>
                  }
                >
                  {getApiErrorMessage(accounts.error)}
                </Alert>
              )}
              {(['CBE', 'TELEBIRR'] as const).map((value) => (
                <TabsContent key={value} value={value}>
                  <PaymentAccountPanel
                    method={value}
                    accounts={accounts.data}
                    amount={payment.totalPrice}
                    currency={payment.currency}
                  />
                </TabsContent>
              ))}
            </Tabs>
          </CardContent>
        </Card>
        {noOrderId && (
          <Alert tone="danger" onDismiss={() => setNoOrderId(false)}>
            {t('payment.instructions.noOrderId')}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={() => console.info('Contact support requested', payment.orderId)}>
            <CircleHelp className="size-4" aria-hidden="true" />
            {t('payment.instructions.contactSupport')}
          </Button>
          <Button size="lg" onClick={done}>
            {t('payment.instructions.done')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p className="text-center text-xs text-ink-subtle sm:text-right">
          {t('payment.instructions.alreadyPaid')}
        </p>
      </div>
    </Container>
  );
}
