import { NO_CONFIGURATION_DATA, NO_TOKEN_FOUND, SIGN_IN_TO_PAY } from '@shop/domain';
import { ArrowLeft, ArrowRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert, Button, Container, EmptyState, PageHeader, Steps } from '../../components/ui';
import { selectToken } from '../auth';
import { savePaymentData, type PaymentData } from '../payment';
import {
  configurationCleared,
  selectPendingConfiguration,
  type PendingConfiguration,
} from './checkout-slice';
import { CHECKOUT_STEP, CHECKOUT_STEPS } from './checkout-steps';
import { ConfigurationDetails } from './configuration-details';
import { CouponSection } from './coupon-section';
import { PricingSummary } from './pricing-summary';
import { useCoupon } from './use-coupon';
import { usePlaceOrder } from './use-place-order';
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
  const stored = useAppSelector(selectPendingConfiguration);
  // Kept while leaving for the payment page, so the cleared configuration does not flash 'No Configuration Data'.
  const [placed, setPlaced] = useState<PendingConfiguration | null>(null);
  const config = stored ?? placed;

  if (!config) {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={PackageOpen}
          title={NO_CONFIGURATION_DATA}
          text="There is no server configuration to review. Choose a server and configure it first."
          action={
            <Button asChild>
              <Link to="/">Go to Home</Link>
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const coupon = useCoupon(config.serviceName);
  const preview = usePricePreview(config, coupon.applied?.discount ?? null);
  const order = usePlaceOrder();
  const days = durationOf(config);

  const proceed = async () => {
    const total = preview.status === 'ready' ? preview.breakdown.total : config.pricing.totalPrice;
    const created = await order.place(config, total, coupon.applied?.code ?? null);
    if (!created) return;
    // From here on the server's order is what counts: its id and its total.
    const payment: PaymentData = {
      orderId: created.id,
      totalPrice: created.pricing?.totalPrice ?? created.totalPrice,
      currency: created.pricing?.currency ?? 'ETB',
      serviceName: created.serviceName,
    };
    onPlaced(config);
    dispatch(configurationCleared());
    savePaymentData(payment);
    navigate('/payment-instruction', { state: payment });
  };

  return (
    <Container size="lg" className="py-8 sm:py-12">
      <Steps steps={CHECKOUT_STEPS} current={CHECKOUT_STEP.review} label="Checkout progress" />
      <PageHeader
        className="mt-6"
        title="Configuration Summary"
        subtitle="Review your server, apply a coupon if you have one, and place your order."
      />
      {/* Phones read details, coupon, price and actions, then what happens next. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          <ConfigurationDetails config={config} />
        </div>
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
                {order.error}
              </Alert>
            )}
            {!token && (
              <Alert
                tone="warning"
                title={NO_TOKEN_FOUND}
                actions={
                  <Button asChild size="sm" variant="outline">
                    <Link to="/signin">Sign in</Link>
                  </Button>
                }
              >
                {SIGN_IN_TO_PAY}
              </Alert>
            )}
            <Button
              size="lg"
              fullWidth
              onClick={proceed}
              loading={order.placing}
              disabled={!token || preview.status === 'loading'}
            >
              {order.placing ? 'Creating order…' : 'Proceed to Payment'}
              {!order.placing && <ArrowRight className="size-4" aria-hidden="true" />}
            </Button>
            <Button asChild variant="outline" fullWidth aria-disabled={order.placing || undefined}>
              <Link to={configPath(config)}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to Configuration
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
