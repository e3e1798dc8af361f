import { Badge } from '../../components/ui';
import type { Order } from '../../api';
import { orderStatusLabel, orderStatusTone } from './order-display';

export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'paid' | 'paymentReported'> }) {
  return (
    <Badge tone={orderStatusTone(order)} dot>
      {orderStatusLabel(order)}
    </Badge>
  );
}
