import { matchKnownGame } from '@shop/domain';
import { clsx } from 'clsx';
import { gameImageUrl } from '../assets/games';
import { useT } from '../i18n';

export type GameArtProps = {
  /** The game's display name: picks the illustration (known games) or the generic one. */
  name: string;
  className?: string;
};

/** A game's 16:9 illustration, lazy-loaded, sized up front so the grid does not jump. */
export function GameArt({ name, className }: GameArtProps) {
  const t = useT();
  return (
    <img
      src={gameImageUrl(matchKnownGame(name))}
      alt={t('catalog.gameCard.artwork', { name })}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      className={clsx('aspect-video w-full bg-surface-muted object-cover', className)}
    />
  );
}
