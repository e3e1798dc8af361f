import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin users screen (console spec 2.4) is built here. */
export function UsersPage() {
  return <PageHeader title="Users" />;
}
