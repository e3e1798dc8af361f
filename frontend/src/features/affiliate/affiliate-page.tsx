import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the affiliate area (console spec 2.10); lazy-loaded by the router is built here. */
export function AffiliatePage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Affiliate Management" />
    </Container>
  );
}
