import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the pending and concluded orders (storefront spec 2) is built here. */
export function MyOrdersPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="My Orders" />
    </Container>
  );
}
