import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the terms page with its two tabs (console spec 2.11) is built here. */
export function TosPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Terms of Service" />
    </Container>
  );
}
