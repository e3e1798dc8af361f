import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Game } from '../../api';
import { Skeleton } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import { GameCardFrame } from '../../components/game-card-frame';
import { gameRangeLabel } from '../../lib/game-labels';

export type PopularGameCardProps = {
  game: Game;
  /** The lowest unit price to show (VAT applied or not). */
  price: number | null;
};

/**
 * A popular game: art, name, its lowest price in its own unit ('From {price} per GB per month' or
 * 'From {price} per slot per month') and its range; the whole card opens its configuration.
 */
export function PopularGameCard({ game, price }: PopularGameCardProps) {
  const t = useT();
  const locale = useLocale();
  const detailsId = useId();
  return (
    <GameCardFrame name={game.displayname}>
      <h3 className="text-base font-semibold text-ink">
        <Link
          to={`/game-config/${game.id}`}
          aria-describedby={detailsId}
          className="outline-none before:absolute before:inset-0 before:content-['']"
        >
          {game.displayname}
        </Link>
      </h3>
      <div id={detailsId} className="mt-1 flex flex-1 flex-col">
        <p className="text-sm text-ink-muted tabular-nums">{gameRangeLabel(game, t)}</p>
        <p className="mt-auto pt-4 text-sm font-semibold text-ink tabular-nums">
          {t('landing.gameCard.from', { price: formatMoney(price, locale), type: game.type })}
        </p>
      </div>
    </GameCardFrame>
  );
}

/** A popular game's placeholder while the games load. */
export function PopularGameCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-4 h-4 w-44" />
      </div>
    </div>
  );
}
