import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the KVM configuration page (storefront spec 2); the route passes :serverId is built here. */
export function KvmConfigPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Configure Your Server" />
    </Container>
  );
}
