import { PageHeader } from '../../../components/ui';

/** Placeholder until the admin settings screen (console spec 2.8) is built here. */
export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
