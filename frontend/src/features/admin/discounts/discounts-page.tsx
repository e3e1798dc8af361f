import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin discounts screen (console spec 2.9) is built here. */
export function DiscountsPage() {
  return <PageHeader title="Discounts" />;
}
