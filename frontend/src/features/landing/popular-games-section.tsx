import { matchKnownGame, popularGames } from '@shop/domain';
import { ArrowRight, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListGamesQuery } from '../../api';
import { hasGameImage } from '../../assets/games';
import { Button, EmptyState, Section } from '../../components/ui';
import { useT } from '../../i18n';
import { useCatalogPrice } from '../../lib/use-catalog-price';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { PopularGameCard, PopularGameCardSkeleton } from './popular-game-card';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** Up to four distinct known games with their art; games without an illustration are left out here. */
export function PopularGamesSection() {
  const t = useT();
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
      eyebrow={t('landing.games.eyebrow')}
      title={<span id="popular-games-title">{t('landing.games.title')}</span>}
      description={t('landing.games.description')}
    >
      {isLoading ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('landing.games.loading')}
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
                {t('landing.games.seeAll')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </>
      ) : (
        <EmptyState
          icon={Gamepad2}
          as="h3"
          title={t('landing.games.emptyTitle')}
          text={t('landing.games.emptyText')}
        />
      )}
    </Section>
  );
}
