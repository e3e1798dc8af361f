import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin payments screen (console spec 2.7) is built here. */
export function PaymentsPage() {
  return <PageHeader title="Payments" />;
}
