import { NO_PAYMENT_DATA, PAYMENT_NO_ORDER_ID } from '@shop/domain';
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
import { CHECKOUT_STEP, CHECKOUT_STEPS } from '../checkout';
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
  const location = useLocation();
  const [payment] = useState(() => readPaymentData(location.state));

  if (!payment) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={WalletCards}
          title={NO_PAYMENT_DATA}
          text="There is no order waiting for payment here. Your orders, and any payment still due, are listed under My Orders."
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/">Go to Home</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-orders">My Orders</Link>
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
  const navigate = useNavigate();
  const accounts = useGetPaymentAccountsQuery();
  const [method, setMethod] = useState<PaymentMethod>('CBE');
  const [alert, setAlert] = useState<string | null>(null);

  const done = () => {
    if (!payment.orderId) {
      console.error('Payment instructions without an order id', payment);
      setAlert(PAYMENT_NO_ORDER_ID);
      return;
    }
    const state: PaymentConfirmState = { paymentMethod: method };
    navigate(`/payment-confirm/${encodeURIComponent(payment.orderId)}`, { state });
  };

  return (
    <Container size="md" className="py-8 sm:py-12">
      <Steps steps={CHECKOUT_STEPS} current={CHECKOUT_STEP.pay} label="Checkout progress" />
      <PageHeader
        className="mt-6"
        title="Payment Instructions"
        subtitle="Your order is created. Transfer the amount below by CBE or Telebirr, then report the transaction."
      />
      <div className="mt-8 flex flex-col gap-6">
        <AmountDue payment={payment} />
        <Card>
          <CardContent>
            <Tabs value={method} onValueChange={(value) => isPaymentMethod(value) && setMethod(value)}>
              <TabsList aria-label="Payment method">
                <TabsTrigger value="CBE">CBE</TabsTrigger>
                <TabsTrigger value="TELEBIRR">Telebirr</TabsTrigger>
              </TabsList>
              {accounts.isError && (
                <Alert
                  tone="danger"
                  className="mt-6"
                  actions={
                    <Button size="sm" variant="outline" onClick={() => void accounts.refetch()}>
                      Retry
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
        {alert && (
          <Alert tone="danger" onDismiss={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={() => console.info('Contact support requested', payment.orderId)}>
            <CircleHelp className="size-4" aria-hidden="true" />
            Contact Support
          </Button>
          <Button size="lg" onClick={done}>
            Done
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p className="text-center text-xs text-ink-subtle sm:text-right">
          Already paid? Press Done to report your transaction number. We confirm payments within 24 hours.
        </p>
      </div>
    </Container>
  );
}
