import { INVALID_ORDER } from '@shop/domain';
import { useEffect } from 'react';
import { FileX2 } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button, Container, EmptyState, PageHeader } from '../../components/ui';

/**
 * Placeholder until the payment report form (storefront spec 2) is built here. The bare
 * /payment-confirm route already behaves as specified: the missing id is logged and 'Invalid Order' shown.
 */
export function PaymentConfirmPage() {
  const { orderId } = useParams();
  useEffect(() => {
    if (!orderId) console.error('Payment confirmation opened without an order id');
  }, [orderId]);

  if (!orderId) {
    return (
      <Container size="md" className="py-10 sm:py-14">
        <EmptyState
          icon={FileX2}
          title={INVALID_ORDER}
          text="This payment link does not name an order."
          action={
            <Button asChild>
              <Link to="/my-orders">Go to My Orders</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Confirm Your Payment" />
    </Container>
  );
}
