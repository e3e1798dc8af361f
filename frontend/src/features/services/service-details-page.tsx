import { Container, PageHeader } from '../../components/ui';

/** Placeholder until one service and its control panel (storefront spec 2); the route passes :serviceId is built here. */
export function ServiceDetailsPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Service Details" />
    </Container>
  );
}
