import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the contact page (storefront spec 2, Contact) is built here. */
export function ContactPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Contact Us" />
    </Container>
  );
}
