import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin dashboard screen (console spec 2.3) is built here. */
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
