import { orderNumber } from '@shop/domain';
import { ArrowRight, CircleHelp, CreditCard, LifeBuoy, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  isNotFoundAnswer,
  useCreateChapaCheckoutMutation,
  useGetMyOrderQuery,
  useGetPaymentAccountsQuery,
  type MyOrder,
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
  type AlertTone,
} from '../../components/ui';
import { formatDisplayDate, formatMoney, useLocale, useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';
import { OrderDocuments } from './order-documents';
import { ORDER_POLL_FIRST_MS, useOrderPolling } from './order-progress-polling';

type Stage = MyOrder['progress']['stage'];

const STEP_KEYS = ['reported', 'checked', 'paid', 'settingUp', 'ready'] as const;

const TONES: Record<Stage, AlertTone> = {
  PAYMENT_DUE: 'info',
  PAYMENT_REPORTED: 'info',
  PAYMENT_REVIEW: 'info',
  PAYMENT_REJECTED: 'warning',
  PAYMENT_CHECKED: 'info',
  PAID: 'info',
  SETTING_UP: 'info',
  READY: 'success',
  RENEWED: 'success',
  PAYMENT_PROBLEM: 'warning',
  PROVISIONING_FAILED: 'danger',
  CANCELLED: 'warning',
  REFUNDED: 'info',
};

/**
 * /orders/{id}: one of the customer's orders from payment to a ready server (Chapa's return page,
 * My Orders' order links, after a reported transfer). The server says where the order stands
 * (GET /orders/{id}'s `progress`); the page reads it again by itself, more slowly while nothing
 * changes, and stops once nothing will change without someone acting.
 */
export function OrderStatusPage() {
  const { orderId = '' } = useParams();
  const t = useT();
  const [pollingInterval, setPollingInterval] = useState(ORDER_POLL_FIRST_MS);
  const order = useGetMyOrderQuery({ id: orderId }, { pollingInterval, skipPollingIfUnfocused: false });
  const next = useOrderPolling(order.data?.progress, order.fulfilledTimeStamp);
  // Not the caller's order (or no order at all): nothing to wait for.
  const gone = order.isError && isNotFoundAnswer(order.error);
  if ((gone ? 0 : next) !== pollingInterval) setPollingInterval(gone ? 0 : next);

  if (order.isLoading) return <StatusSkeleton />;
  if (order.isError && isNotFoundAnswer(order.error)) return <OrderNotFound />;
  if (!order.data) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <LoadErrorAlert
          retryLabel={t('orders.progress.retry')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        >
          {t('orders.progress.loadFailed')}
        </LoadErrorAlert>
      </Container>
    );
  }
  return <OrderProgressView order={order.data} />;
}

function StatusSkeleton() {
  const t = useT();
  return (
    <Container size="lg" className="py-8 sm:py-12">
      <div role="status" aria-label={t('orders.progress.loading')} className="flex flex-col gap-6">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full rounded-card" />
      </div>
    </Container>
  );
}

function OrderNotFound() {
  const t = useT();
  return (
    <Container size="md" className="py-12 sm:py-16">
      <EmptyState
        icon={SearchX}
        title={t('orders.progress.notFoundTitle')}
        text={t('orders.progress.notFoundText')}
        action={
          <Button asChild>
            <Link to="/my-orders">{t('orders.progress.myOrders')}</Link>
          </Button>
        }
      />
    </Container>
  );
}

/** Sends the browser to Chapa's checkout page (a seam for tests and stories). */
export function goToChapa(url: string): void {
  window.location.assign(url);
}

/** The stage's text: the spec's waiting times, or minutes when the shop does it by itself. */
function stageText(t: ReturnType<typeof useT>, order: MyOrder): string {
  const { stage } = order.progress;
  if (stage === 'PAYMENT_REPORTED' && order.automation.transferCheck) {
    return t('orders.progress.stage.PAYMENT_REPORTED.textAutomatic');
  }
  if (stage === 'PAID' && order.automation.provisioning) return t('orders.progress.stage.PAID.textAutomatic');
  return t(`orders.progress.stage.${stage}.text`);
}

export function OrderProgressView({
  order,
  navigateToChapa = goToChapa,
}: {
  order: MyOrder;
  navigateToChapa?: (url: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { stage, stepsDone, final } = order.progress;
  // An online payment that ended on Chapa's page without paying: said instead of 'Waiting for your payment'.
  const ended = order.onlinePayment;
  const steps = STEP_KEYS.map((key) => t(`orders.progress.steps.${key}`));
  const serviceId = order.service?.id ?? order.renewalOfServiceId ?? null;
  return (
    <Container size="lg" className="py-8 sm:py-12">
      <PageHeader
        title={t('orders.progress.title', { id: orderNumber(order.id) })}
        subtitle={t('orders.progress.subtitle', {
          name: order.serviceName,
          total: formatMoney(order.totalPrice, locale),
        })}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={`/support/new?orderId=${encodeURIComponent(order.id)}`}>
              <LifeBuoy className="size-4" aria-hidden="true" />
              {t('common.actions.getHelp')}
            </Link>
          </Button>
        }
      />
      {stage !== 'CANCELLED' && stage !== 'REFUNDED' && stage !== 'RENEWED' && (
        <Steps className="mt-6" steps={steps} current={stepsDone} label={t('orders.progress.stepsLabel')} />
      )}
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4">
          {ended ? (
            <Alert tone="warning" title={t(`orders.progress.online.${ended.outcome}.title`)}>
              {t(`orders.progress.online.${ended.outcome}.text`)}
            </Alert>
          ) : (
            <Alert tone={TONES[stage]} title={t(`orders.progress.stage.${stage}.title`)}>
              {stageText(t, order)}
            </Alert>
          )}
          {stage === 'PAYMENT_REJECTED' && order.paymentRejection && (
            <div className="rounded-control border border-line bg-surface-muted p-4 text-sm">
              <p className="font-semibold break-words text-ink">
                {t('orders.progress.rejectionReason', { reason: order.paymentRejection.reason })}
              </p>
              <p className="mt-1 text-ink-muted">
                {t('orders.progress.rejectedAt', {
                  date: formatDisplayDate(order.paymentRejection.rejectedAt, locale),
                })}
              </p>
            </div>
          )}
          {!final && <p className="text-sm text-ink-muted">{t('orders.progress.updating')}</p>}
          <div className="flex flex-wrap gap-3">
            {ended && <PayAgain orderId={order.id} navigateToChapa={navigateToChapa} />}
            {stage === 'PAYMENT_DUE' && !ended && (
              <Button asChild>
                <Link to={paymentInstructionPath(order.id)}>{t('orders.progress.pay')}</Link>
              </Button>
            )}
            {stage === 'PAYMENT_REJECTED' && (
              <Button asChild>
                <Link to={paymentInstructionPath(order.id)}>{t('orders.progress.reportAgain')}</Link>
              </Button>
            )}
            {(stage === 'READY' || stage === 'RENEWED') && serviceId && (
              <Button asChild>
                <Link to={`/service-details/${encodeURIComponent(serviceId)}`}>
                  {t('orders.progress.openService')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
            {(stage === 'PAYMENT_REVIEW' ||
              stage === 'PAYMENT_PROBLEM' ||
              stage === 'PROVISIONING_FAILED' ||
              stage === 'CANCELLED') && (
              <Button asChild variant="outline">
                <Link to="/contact">
                  <CircleHelp className="size-4" aria-hidden="true" />
                  {t('orders.progress.contactSupport')}
                </Link>
              </Button>
            )}
            <OrderDocuments order={order} />
            <Button asChild variant="ghost">
              <Link to="/my-orders">{t('orders.progress.myOrders')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </Container>
  );
}

/**
 * Pay again after an online payment that did not go through: a new Chapa checkout at once (when
 * the shop still takes online payment), or the payment page with every way to pay.
 */
function PayAgain({ orderId, navigateToChapa }: { orderId: string; navigateToChapa: (url: string) => void }) {
  const t = useT();
  const { data: accounts } = useGetPaymentAccountsQuery();
  const [createCheckout, { isLoading, isSuccess, error, reset }] = useCreateChapaCheckoutMutation();
  const payAgain = async () => {
    const result = await createCheckout({ id: orderId });
    if ('data' in result && result.data) navigateToChapa(result.data.checkoutUrl);
  };
  return (
    <>
      {error && (
        <Alert tone="danger" onDismiss={reset} className="w-full">
          {getApiErrorMessage(error)}
        </Alert>
      )}
      {accounts?.chapa && (
        <Button
          onClick={() => void payAgain()}
          loading={isLoading || isSuccess}
          className="h-auto! min-h-10 max-w-full py-2 text-center whitespace-normal!"
        >
          <CreditCard className="size-4" aria-hidden="true" />
          {isLoading || isSuccess
            ? t('orders.progress.online.opening')
            : t('orders.progress.online.payAgain')}
        </Button>
      )}
      <Button
        asChild
        variant={accounts?.chapa ? 'outline' : 'primary'}
        className="h-auto! min-h-10 max-w-full py-2 text-center whitespace-normal!"
      >
        <Link to={paymentInstructionPath(orderId)}>{t('orders.progress.online.paymentPage')}</Link>
      </Button>
    </>
  );
}
