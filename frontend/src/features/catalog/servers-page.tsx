import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the KVM servers list with its four line tabs (storefront spec 2) is built here. */
export function ServersPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="KVM Servers" />
    </Container>
  );
}
