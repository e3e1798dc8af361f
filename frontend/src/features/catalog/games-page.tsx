import { filterByName } from '@shop/domain';
import { Gamepad2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useListGamesQuery, type Game } from '../../api';
import { ComingSoonDialog } from '../../components/layout';
import { Button, Container, EmptyState, PageHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { GameCard } from './game-card';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { SearchField } from './search-field';
import { useLoggedFailure } from '../../lib/use-logged-failure';

/**
 * The game servers list (storefront spec 2): search by name, a grid of cards. During the current
 * period a card opens the Coming Soon dialog instead of the game's configuration page.
 */
export function GamesPage() {
  const t = useT();
  const { data, error, isLoading } = useListGamesQuery();
  // A failed load, or an answer that is not a list, is logged and shows as an empty catalog.
  const invalid = data !== undefined && !Array.isArray(data);
  useLoggedFailure(error ?? (invalid ? 'the answer is not a list' : null), 'games');
  const all: Game[] = Array.isArray(data) ? data : [];

  const [term, setTerm] = useState('');
  const [comingSoon, setComingSoon] = useState(false);
  const games = filterByName(all, term);
  const searching = term.trim() !== '';

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow={t('catalog.gamesPage.eyebrow')}
        title={t('catalog.gamesPage.title')}
        subtitle={t('catalog.gamesPage.subtitle')}
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={t('catalog.gamesPage.searchLabel')}
          placeholder={t('catalog.gamesPage.searchPlaceholder')}
          value={term}
          onChange={setTerm}
          className="w-full sm:max-w-sm"
        />
        {!isLoading && all.length > 0 && (
          <p role="status" className="text-sm text-ink-muted">
            {t('catalog.gamesPage.count', { count: games.length })}
          </p>
        )}
      </div>

      <div className="mt-6">
        {isLoading ? (
          <GameGridSkeleton />
        ) : games.length > 0 ? (
          <GameGrid label={t('catalog.gamesPage.listLabel')}>
            {games.map((game) => (
              <li key={game.id}>
                <GameCard game={game} onOpen={() => setComingSoon(true)} />
              </li>
            ))}
          </GameGrid>
        ) : searching ? (
          <EmptyState
            icon={SearchX}
            title={t('catalog.gamesPage.noMatch', { term: term.trim() })}
            text={t('catalog.gamesPage.noMatchText')}
            action={
              <Button variant="outline" onClick={() => setTerm('')}>
                {t('catalog.gamesPage.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Gamepad2}
            title={t('catalog.gamesPage.empty')}
            text={t('catalog.gamesPage.emptyText')}
          />
        )}
      </div>

      <ComingSoonDialog open={comingSoon} onOpenChange={setComingSoon} />
    </Container>
  );
}
