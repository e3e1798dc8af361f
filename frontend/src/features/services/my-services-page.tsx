import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder until the active and past services (storefront spec 2) is built here. */
export function MyServicesPage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={t('services.myServices.title')} />
    </Container>
  );
}
