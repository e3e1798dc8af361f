import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder until one service and its control panel (storefront spec 2); the route passes :serviceId is built here. */
export function ServiceDetailsPage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={t('services.details.title')} />
    </Container>
  );
}
