import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the configuration summary and coupon (storefront spec 2) is built here. */
export function ConfigConfirmationPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Configuration Summary" />
    </Container>
  );
}
