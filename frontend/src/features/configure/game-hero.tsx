import { formatGb, matchKnownGame } from '@shop/domain';
import type { Game } from '../../api';
import { gameImageUrl } from '../../assets/games';
import { Badge, Card } from '../../components/ui';
import { formatSlots } from './game-amount-slider';

/** What the game offers in a phrase: '10 to 60 slots' or '2.0 GB to 16.0 GB of memory'. */
export function gameRange(game: Game): string {
  return game.type === 'slots'
    ? `${game.minvalue} to ${formatSlots(game.maxvalue)}`
    : `${formatGb(game.minvalue)} to ${formatGb(game.maxvalue)} of memory`;
}

/** The game's illustration and name at the top of the options. */
export function GameHero({ game }: { game: Game }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col sm:flex-row">
        <img
          src={gameImageUrl(matchKnownGame(game.displayname))}
          alt=""
          width={320}
          height={180}
          className="aspect-[16/9] w-full bg-surface-inverse object-cover sm:w-64 sm:shrink-0"
        />
        <div className="flex min-w-0 flex-col justify-center gap-2 px-5 py-5 sm:px-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{game.type === 'slots' ? 'Slot-based' : 'Memory-based'}</Badge>
            <Badge>{gameRange(game)}</Badge>
          </div>
          <h2 className="text-2xl font-bold tracking-tight text-ink">{game.displayname}</h2>
          <p className="text-sm text-ink-muted">
            Your own {game.displayname} server, set up for you once your payment is confirmed.
          </p>
        </div>
      </div>
    </Card>
  );
}
