import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder until the affiliate area (console spec 2.10); lazy-loaded by the router is built here. */
export function AffiliatePage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={t('affiliate.page.title')} />
    </Container>
  );
}
