import { matchKnownGame, popularGames } from '@shop/domain';
import { ArrowRight, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListGamesQuery } from '../../api';
import { hasGameImage } from '../../assets/games';
import { Button, EmptyState, Section } from '../../components/ui';
import { useCatalogPrice, useLoggedFailure } from '../catalog';
import { PopularGameCard, PopularGameCardSkeleton } from './popular-game-card';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** Up to four distinct known games with their art; games without an illustration are left out here. */
export function PopularGamesSection() {
  const { data, error, isLoading } = useListGamesQuery();
  useLoggedFailure(error, 'popular games');
  const displayPrice = useCatalogPrice();
  const games = popularGames(
    (Array.isArray(data) ? data : []).filter((game) => hasGameImage(matchKnownGame(game.displayname))),
  );

  return (
    <Section
      tone="muted"
      aria-labelledby="popular-games-title"
      eyebrow="Game servers"
      title={<span id="popular-games-title">Popular games</span>}
      description="Spin up a server for your friends or your whole community, priced per player slot or per GB of memory."
    >
      {isLoading ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading popular games…
          </p>
          <div className={GRID}>
            {[0, 1, 2, 3].map((i) => (
              <PopularGameCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : games.length > 0 ? (
        <>
          <ul className={GRID}>
            {games.map((game) => (
              <li key={game.id}>
                <PopularGameCard game={game} price={displayPrice(game.minprice)} />
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Button asChild variant="outline">
              <Link to="/games">
                See all games
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </>
      ) : (
        <EmptyState
          icon={Gamepad2}
          as="h3"
          title="Game servers are coming soon"
          text="Our game server offers are being prepared. Check back soon."
        />
      )}
    </Section>
  );
}
