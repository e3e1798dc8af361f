import { ArrowRight, CircleHelp, SearchX, WalletCards } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useGetMyOrderQuery,
  useGetPaymentAccountsQuery,
  isNotFoundAnswer,
} from '../../api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Container,
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  Skeleton,
  Steps,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../components/ui';
import { useT } from '../../i18n';
import { CHECKOUT_STEP, useCheckoutSteps } from '../../lib/checkout-steps';
import { AmountDue } from './amount-due';
import { paymentDataOf, settlementOf } from './order-payment';
import { OrderSettled } from './order-settled';
import { PayOnline } from './pay-online';
import { PaymentAccountPanel } from './payment-account-panel';
import { SupportDialog } from './support-dialog';
import {
  isPaymentMethod,
  orderIdInAddress,
  readPaymentData,
  transferReason,
  type PaymentConfirmState,
  type PaymentData,
  type PaymentMethod,
} from '../../lib/payment-data';

/**
 * /payment-instruction: how much to pay and where, then Done to report the payment. With
 * ?order=<id> (every way in: checkout, My Orders' Pay, Extend, renewal links, the order's page;
 * ?orderId=<id> of older links and mails too) the order is read by its id (GET /orders/{id},
 * whatever its status or age), so a reload shows it again; without it, the order just created at
 * checkout (router state, then session), else 'No Payment Data'.
 */
export function PaymentInstructionPage() {
  const [params] = useSearchParams();
  const orderId = orderIdInAddress(params);
  return orderId ? <OrderInstructions orderId={orderId} /> : <CheckoutInstructions />;
}

function CheckoutInstructions() {
  const location = useLocation();
  const [payment] = useState(() => readPaymentData(location.state));
  return payment ? <Instructions payment={payment} /> : <NoPaymentData />;
}

/** The query parameter Chapa's return carries: the customer is back from paying online. */
export const PAID_ONLINE_PARAM = 'paid';
/** While back from Chapa and the order is not paid yet, it is read again this often... */
export const ONLINE_PAYMENT_POLL_MS = 4000;
/** ...for this long; then the server's job goes on checking and a reload reads the order again. */
export const ONLINE_PAYMENT_POLL_FOR_MS = 3 * 60_000;

function OrderInstructions({ orderId }: { orderId: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const backFromChapa = params.get(PAID_ONLINE_PARAM) === 'online';
  const [polling, setPolling] = useState(backFromChapa);
  // Reading the order verifies a pending online payment (GET /orders/{id}): poll until it is paid.
  const order = useGetMyOrderQuery(
    { id: orderId },
    { pollingInterval: polling ? ONLINE_PAYMENT_POLL_MS : 0 },
  );
  if (polling && order.data && settlementOf(order.data) !== 'payable') setPolling(false);
  useEffect(() => {
    if (!backFromChapa) return undefined;
    const timer = setTimeout(() => setPolling(false), ONLINE_PAYMENT_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [backFromChapa]);

  if (order.isLoading) return <InstructionsSkeleton />;
  // Not the customer's order (or no order at all): the server does not say which.
  if (order.isError && isNotFoundAnswer(order.error)) return <OrderNotFound />;
  if (!order.data) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <LoadErrorAlert
          retryLabel={t('payment.instructions.retry')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        >
          {t('payment.orderLoad.failed')}
        </LoadErrorAlert>
      </Container>
    );
  }
  const settlement = settlementOf(order.data);
  if (settlement !== 'payable') return <OrderSettled order={order.data} settlement={settlement} />;
  return (
    <Instructions
      payment={paymentDataOf(order.data)}
      reported={order.data.paymentReported}
      checkingOnline={backFromChapa}
    />
  );
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

/** The address names an order this customer does not have (someone else's, or none). */
function OrderNotFound() {
  const t = useT();
  return (
    <Container size="md" className="py-12 sm:py-16">
      <EmptyState
        icon={SearchX}
        title={t('payment.notFound.title')}
        text={t('payment.notFound.text')}
        action={
          <Button asChild>
            <Link to="/my-orders">{t('payment.notFound.myOrders')}</Link>
          </Button>
        }
      />
    </Container>
  );
}

function Instructions({
  payment,
  reported = false,
  checkingOnline = false,
}: {
  payment: PaymentData;
  reported?: boolean;
  /** Back from Chapa's page: the online payment is being confirmed. */
  checkingOnline?: boolean;
}) {
  const t = useT();
  const steps = useCheckoutSteps();
  const navigate = useNavigate();
  const accounts = useGetPaymentAccountsQuery();
  const [method, setMethod] = useState<PaymentMethod>('CBE');
  /** Done pressed without an order id: the alert explaining it is shown. */
  const [noOrderId, setNoOrderId] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);

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
        {checkingOnline && <Alert tone="info">{t('payment.online.checking')}</Alert>}
        <AmountDue payment={payment} />
        {accounts.data?.chapa && payment.orderId && <PayOnline orderId={payment.orderId} />}
        {accounts.data?.chapa && payment.orderId && (
          <p className="text-sm text-ink-muted">{t('payment.online.orTransfer')}</p>
        )}
        <Card>
          <CardContent>
            <Tabs value={method} onValueChange={(value) => isPaymentMethod(value) && setMethod(value)}>
              <TabsList aria-label={t('payment.instructions.methods')}>
                <TabsTrigger value="CBE">CBE</TabsTrigger>
                <TabsTrigger value="TELEBIRR">telebirr</TabsTrigger>
              </TabsList>
              {accounts.isError && (
                <LoadErrorAlert
                  className="mt-6"
                  retryLabel={t('payment.instructions.retry')}
                  onRetry={() => void accounts.refetch()}
                >
                  {getApiErrorMessage(accounts.error)}
                </LoadErrorAlert>
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
          <Button variant="ghost" onClick={() => setSupportOpen(true)}>
            <CircleHelp className="size-4" aria-hidden="true" />
            {t('payment.instructions.contactSupport')}
          </Button>
          <Button size="lg" onClick={done}>
            {t('payment.instructions.done')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p className="text-center text-xs text-ink-subtle sm:text-right">
          {/* The one promise: minutes when the shop checks transfers against the bank's receipt, else 24 hours. */}
          {accounts.data?.automation.transferCheck
            ? t('payment.instructions.alreadyPaidAutomatic')
            : t('payment.instructions.alreadyPaid')}
        </p>
        <SupportDialog
          open={supportOpen}
          onOpenChange={setSupportOpen}
          orderId={payment.orderId ?? undefined}
        />
      </div>
    </Container>
  );
}
