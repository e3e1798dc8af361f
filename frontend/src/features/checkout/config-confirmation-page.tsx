import { ArrowLeft, ArrowRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  MachineAccessFields,
  machineAccessBody,
  type MachineAccess,
} from '../../components/machine-access-fields';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  Container,
  EmptyState,
  PageHeader,
  Steps,
} from '../../components/ui';
import { useT } from '../../i18n';
import { selectToken } from '../../store/auth-slice';
import { paymentInstructionPath, savePaymentData, type PaymentData } from '../../lib/payment-data';
import {
  configurationCleared,
  selectPendingConfiguration,
  type PendingConfiguration,
} from '../../store/checkout-slice';
import { CHECKOUT_STEP, useCheckoutSteps } from '../../lib/checkout-steps';
import { ConfigurationDetails } from './configuration-details';
import { CouponSection } from './coupon-section';
import { PricingSummary } from './pricing-summary';
import { useCoupon } from './use-coupon';
import { usePlaceOrder, type PlaceOrderError } from './use-place-order';
import { usePricePreview } from './use-price-preview';
import { WhatsNext } from './whats-next';

function configPath(config: PendingConfiguration): string {
  return config.type === 'kvm' ? `/kvm-config/${config.id}` : `/game-config/${config.id}`;
}

function durationOf(config: PendingConfiguration): number {
  return config.type === 'game'
    ? config.duration || config.specifications.duration
    : config.specifications.duration;
}

/** /config-confirmation: the configuration, a coupon, the itemised price, then the order. */
export function ConfigConfirmationPage() {
  const t = useT();
  const stored = useAppSelector(selectPendingConfiguration);
  // Kept while leaving for the payment page, so the cleared configuration does not flash 'No Configuration Data'.
  const [placed, setPlaced] = useState<PendingConfiguration | null>(null);
  const config = stored ?? placed;

  if (!config) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={PackageOpen}
          title={t('checkout.empty.title')}
          text={t('checkout.empty.text')}
          action={
            <Button asChild>
              <Link to="/">{t('checkout.empty.home')}</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  return <ConfirmationContent config={config} onPlaced={setPlaced} />;
}

function ConfirmationContent({
  config,
  onPlaced,
}: {
  config: PendingConfiguration;
  onPlaced: (config: PendingConfiguration) => void;
}) {
  const t = useT();
  const steps = useCheckoutSteps();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const coupon = useCoupon(config.serviceName);
  const preview = usePricePreview(config, coupon.applied?.discount ?? null);
  const order = usePlaceOrder();
  const days = durationOf(config);
  const [access, setAccess] = useState<MachineAccess>({ hostname: '', sshKeyIds: [] });

  /** The reason inside 'Error creating order: …': the server's words, or the client's own reason. */
  const orderFailureText = (error: PlaceOrderError) =>
    'reason' in error ? t(`checkout.order.${error.reason}`) : error.message;

  const proceed = async () => {
    const total = preview.status === 'ready' ? preview.breakdown.total : config.pricing.totalPrice;
    const created = await order.place(
      config,
      total,
      coupon.applied?.code ?? null,
      config.type === 'kvm' ? machineAccessBody(access) : undefined,
    );
    if (!created) return;
    onPlaced(config);
    dispatch(configurationCleared());
    // A 0 ETB order (a 100% coupon) is confirmed already: its page says so, with nothing to pay.
    if (created.paid) {
      navigate(paymentInstructionPath(created.id));
      return;
    }
    // From here on the server's order is what counts: its id and its total.
    const payment: PaymentData = {
      orderId: created.id,
      totalPrice: created.pricing?.totalPrice ?? created.totalPrice,
      currency: created.pricing?.currency ?? 'ETB',
      serviceName: created.serviceName,
    };
    savePaymentData(payment);
    // The order's id in the address: a reload reads the order again (GET /orders/{id}).
    navigate(paymentInstructionPath(created.id), { state: payment });
  };

  return (
    <Container size="lg" className="py-8 sm:py-12">
      <Steps steps={steps.steps} current={CHECKOUT_STEP.review} label={steps.label} />
      <PageHeader
        className="mt-6"
        title={t('checkout.summary.title')}
        subtitle={t('checkout.summary.subtitle')}
      />
      {/* Phones read details, coupon, price and actions, then what happens next. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          <ConfigurationDetails config={config} />
        </div>
        {config.type === 'kvm' && token && (
          <div className="min-w-0 lg:col-start-1">
            <Card className="p-5 sm:p-6">
              <CardHeader title={t('access.picker.title')} />
              <div className="mt-4">
                <MachineAccessFields value={access} onChange={setAccess} disabled={order.placing} />
              </div>
            </Card>
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <CouponSection coupon={coupon} disabled={order.placing} />
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <PricingSummary
            preview={preview}
            coupon={coupon.applied}
            days={days}
            savedTotal={config.pricing.totalPrice}
          >
            {order.error && (
              <Alert tone="danger" onDismiss={order.dismissError}>
                {t('checkout.order.failed', { message: orderFailureText(order.error) })}
              </Alert>
            )}
            {!token && (
              <Alert
                tone="warning"
                title={t('checkout.summary.noToken')}
                actions={
                  <Button asChild size="sm" variant="outline">
                    <Link to="/signin">{t('checkout.summary.signIn')}</Link>
                  </Button>
                }
              >
                {t('checkout.summary.signInToPay')}
              </Alert>
            )}
            <Button
              size="lg"
              fullWidth
              onClick={proceed}
              loading={order.placing}
              disabled={!token || preview.status === 'loading'}
            >
              {order.placing ? t('checkout.summary.creating') : t('checkout.summary.proceed')}
              {!order.placing && <ArrowRight className="size-4" aria-hidden="true" />}
            </Button>
            <Button asChild variant="outline" fullWidth aria-disabled={order.placing || undefined}>
              <Link to={configPath(config)}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('checkout.summary.back')}
              </Link>
            </Button>
          </PricingSummary>
        </div>
        <div className="min-w-0 lg:col-start-1">
          <WhatsNext />
        </div>
      </div>
    </Container>
  );
}
