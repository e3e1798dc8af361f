import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder until the contact page (storefront spec 2, Contact) is built here. */
export function ContactPage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={t('contact.page.title')} />
    </Container>
  );
}
