import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the CBE and Telebirr instructions (storefront spec 2) is built here. */
export function PaymentInstructionPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Payment Instructions" />
    </Container>
  );
}
