import { Container, PageHeader } from '../../components/ui';

/** Placeholder until the game servers list (storefront spec 2) is built here. */
export function GamesPage() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title="Game Servers" />
    </Container>
  );
}
