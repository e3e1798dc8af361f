import { BadgeCheck, CircleSlash } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Order } from '../../api';
import { Button, Container, EmptyState } from '../../components/ui';
import { useT } from '../../i18n';
import type { OrderSettlement } from './order-payment';

/**
 * The payment page of an order with nothing left to pay: a paid order says its payment was
 * confirmed and leads to My Services (and My Orders); an order no longer open says so and leads
 * to My Orders. Never the instructions again.
 */
export function OrderSettled({
  order,
  settlement,
}: {
  order: Pick<Order, 'serviceName'>;
  settlement: Exclude<OrderSettlement, 'payable'>;
}) {
  const t = useT();
  if (settlement === 'closed') {
    return (
      <Container size="md" className="py-12 sm:py-16">
        <EmptyState
          icon={CircleSlash}
          title={t('payment.notPayable.title')}
          text={t('payment.notPayable.text')}
          action={
            <Button asChild>
              <Link to="/my-orders">{t('payment.notPayable.myOrders')}</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container size="md" className="py-12 sm:py-16">
      <EmptyState
        icon={BadgeCheck}
        title={settlement === 'free' ? t('payment.settled.freeTitle') : t('payment.settled.title')}
        text={t(`payment.settled.${settlement}`, { name: order.serviceName })}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/my-services">{t('payment.settled.myServices')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/my-orders">{t('payment.settled.myOrders')}</Link>
            </Button>
          </div>
        }
      />
    </Container>
  );
}
