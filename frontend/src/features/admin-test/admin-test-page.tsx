import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the signed-in /admin-test page (console spec 2.1: its content is not shown) is built here. */
export function AdminTestPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Admin Test" />
    </Container>
  );
}
