import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the landing page (storefront spec 2, Landing) is built here. */
export function LandingPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="KVM and game servers in Ethiopia" />
    </Container>
  );
}
