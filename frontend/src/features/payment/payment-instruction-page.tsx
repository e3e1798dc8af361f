import { ArrowRight, CircleHelp, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getApiErrorMessage, useGetMyOrderQuery, useGetPaymentAccountsQuery } from '../../api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  EmptyState,
  PageHeader,
  Skeleton,
  Steps,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../components/ui';
import { useT } from '../../i18n';
import { CHECKOUT_STEP, useCheckoutSteps } from '../checkout';
import { AmountDue } from './amount-due';
import { paymentDataOf, settlementOf } from './order-payment';
import { OrderSettled } from './order-settled';
import { PaymentAccountPanel } from './payment-account-panel';
import {
  isPaymentMethod,
  ORDER_ID_PARAM,
  readPaymentData,
  transferReason,
  type PaymentConfirmState,
  type PaymentData,
  type PaymentMethod,
} from './payment-data';

/**
 * /payment-instruction: how much to pay and where, then Done to report the payment. With
 * ?orderId=<id> (My Orders' Complete Payment, Extend, the report page) the order is read by its id
 * (GET /orders/{id}, whatever its status or age); without it, the order just created at checkout
 * (router state, then session).
 */
export function PaymentInstructionPage() {
  const [params] = useSearchParams();
  const orderId = params.get(ORDER_ID_PARAM);
  return orderId ? <OrderInstructions orderId={orderId} /> : <CheckoutInstructions />;
}

function CheckoutInstructions() {
  const location = useLocation();
  const [payment] = useState(() => readPaymentData(location.state));
  return payment ? <Instructions payment={payment} /> : <NoPaymentData />;
}

function OrderInstructions({ orderId }: { orderId: string }) {
  const t = useT();
  const order = useGetMyOrderQuery({ id: orderId });

  if (order.isLoading) return <InstructionsSkeleton />;
  // Not the customer's order (or no order at all): the server does not say which.
  if (order.isError && isNotFound(order.error)) return <NoPaymentData />;
  if (!order.data) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <Alert
          tone="danger"
          actions={
            <Button
              size="sm"
              variant="outline"
              onClick={() => void order.refetch()}
              loading={order.isFetching}
            >
              {t('payment.instructions.retry')}
            </Button>
          }
        >
          {t('payment.orderLoad.failed')}
        </Alert>
      </Container>
    );
  }
  const settlement = settlementOf(order.data);
  if (settlement !== 'payable') return <OrderSettled order={order.data} settlement={settlement} />;
  return <Instructions payment={paymentDataOf(order.data)} reported={order.data.paymentReported} />;
}

/** 404 for an order that is not the caller's; 400 for an id that cannot be one. */
function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

function InstructionsSkeleton() {
  const t = useT();
  return (
    <Container size="md" className="py-8 sm:py-12">
      <div role="status" aria-label={t('payment.orderLoad.loading')} className="flex flex-col gap-6">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-32 w-full rounded-card" />
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    </Container>
  );
}

function NoPaymentData() {
  const t = useT();
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

function Instructions({ payment, reported = false }: { payment: PaymentData; reported?: boolean }) {
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
        {reported && <Alert tone="info">{t('payment.orderReference.alreadyReported')}</Alert>}
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
                    reference={payment.orderId && transferReason(payment.orderId)}
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
