import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Trans } from 'react-i18next';
import type { Game } from '../../api';
import { Badge, Price } from '../../components/ui';
import { useT } from '../../i18n';
import { GameCardFrame } from '../../components/game-card-frame';
import { gameRangeLabel, gameTypeLabel } from '../../lib/game-labels';
import { useCatalogPrice } from '../../lib/use-catalog-price';

export type GameCardProps = {
  game: Game;
  /** Called on a click anywhere on the card, or Enter/Space on its button. */
  onOpen: (game: Game) => void;
};

/**
 * A game of the games page: art, name, pricing type, range and the price of its cheapest configuration (fromPrice). The name is
 * a button stretched over the whole card, so the card is one click target and one tab stop.
 */
export function GameCard({ game, onOpen }: GameCardProps) {
  const t = useT();
  const displayPrice = useCatalogPrice();
  const detailsId = useId();
  return (
    <GameCardFrame name={game.displayname}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold text-ink">
          <button
            type="button"
            onClick={() => onOpen(game)}
            aria-describedby={detailsId}
            className="text-left outline-none before:absolute before:inset-0 before:content-['']"
          >
            {game.displayname}
          </button>
        </h2>
        <Badge tone={game.type === 'memory' ? 'info' : 'brand'}>{gameTypeLabel(game.type, t)}</Badge>
      </div>
      <div id={detailsId} className="mt-1 flex flex-1 flex-col">
        <p className="mb-4 text-sm text-ink-muted tabular-nums">{gameRangeLabel(game, t)}</p>
        <p className="mt-auto flex items-center justify-between gap-2 border-t border-line pt-4 text-sm text-ink-muted">
          <span>
            <Trans
              i18nKey="catalog.gameCard.from"
              components={{
                price: <Price etb={displayPrice(game.fromPrice)} perMonth className="text-ink" />,
              }}
            />
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5"
          />
        </p>
      </div>
    </GameCardFrame>
  );
}
