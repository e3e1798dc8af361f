import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the active and past services (storefront spec 2) is built here. */
export function MyServicesPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="My Services" />
    </Container>
  );
}
