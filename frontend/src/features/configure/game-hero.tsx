import { formatGb, matchKnownGame } from '@shop/domain';
import type { Game } from '../../api';
import { gameImageUrl } from '../../assets/games';
import { Badge, Card } from '../../components/ui';
import { useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';

/** What the game offers in a phrase: '10 to 60 slots' or '2.0 GB to 16.0 GB of memory'. */
export function gameRange(game: Game, t: Translate): string {
  return game.type === 'slots'
    ? t('configure.hero.slotRange', { min: game.minvalue, max: game.maxvalue })
    : t('configure.hero.memoryRange', { min: formatGb(game.minvalue), max: formatGb(game.maxvalue) });
}

/** The game's illustration and name at the top of the options. */
export function GameHero({ game }: { game: Game }) {
  const t = useT();
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
            <Badge tone="brand">
              {game.type === 'slots' ? t('configure.hero.slotBased') : t('configure.hero.memoryBased')}
            </Badge>
            <Badge>{gameRange(game, t)}</Badge>
          </div>
          <h2 className="text-2xl font-bold tracking-tight text-ink">{game.displayname}</h2>
          <p className="text-sm text-ink-muted">{t('configure.hero.text', { name: game.displayname })}</p>
        </div>
      </div>
    </Card>
  );
}
