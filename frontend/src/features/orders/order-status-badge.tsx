import { Badge } from '../../components/ui';
import type { Order } from '../../api';
import { useT } from '../../i18n';
import { orderStatusText, orderStatusTone } from './order-display';

export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'paid' | 'paymentReported'> }) {
  const t = useT();
  return (
    <Badge tone={orderStatusTone(order)} dot>
      {orderStatusText(order, t)}
    </Badge>
  );
}
