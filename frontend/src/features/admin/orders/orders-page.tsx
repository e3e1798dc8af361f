import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin orders screen (console spec 2.5) is built here. */
export function OrdersPage() {
  return <PageHeader title="Orders" />;
}
