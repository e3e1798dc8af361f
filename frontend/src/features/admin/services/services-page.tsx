import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin services screen (console spec 2.6) is built here. */
export function ServicesPage() {
  return <PageHeader title="Services" />;
}
