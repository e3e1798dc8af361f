import { Container, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';

/** Placeholder until the terms page with its two tabs (console spec 2.11) is built here. */
export function TosPage() {
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={t('tos.page.title')} />
    </Container>
  );
}
