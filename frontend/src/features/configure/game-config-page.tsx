import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the game configuration page (storefront spec 2); the route passes :gameId is built here. */
export function GameConfigPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Configure Your Game Server" />
    </Container>
  );
}
