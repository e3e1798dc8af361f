import { formatPrice } from '@shop/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Game } from '../../api';
import { Card, Skeleton } from '../../components/ui';
import { GameArt, gameRangeLabel } from '../catalog';

export type PopularGameCardProps = {
  game: Game;
  /** The lowest unit price to show (VAT applied or not). */
  price: number | null;
};

/** A popular game: art, name, 'From {price}/GB or slot/m' and its range; the whole card opens its configuration. */
export function PopularGameCard({ game, price }: PopularGameCardProps) {
  const detailsId = useId();
  return (
    <Card
      interactive
      className="group relative flex h-full flex-col overflow-hidden has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
    >
      <div className="overflow-hidden border-b border-line">
        <GameArt
          name={game.displayname}
          className="transition-transform duration-300 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
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
          <p className="text-sm text-ink-muted tabular-nums">{gameRangeLabel(game)}</p>
          <p className="mt-auto pt-4 text-sm font-semibold text-ink tabular-nums">
            From {formatPrice(price)}/GB or slot/m
          </p>
        </div>
      </div>
    </Card>
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
