import type { ReactNode } from 'react';
import { Card } from './ui';
import { GameArt } from './game-art';

export type GameCardFrameProps = {
  /** The game's display name: picks its artwork. */
  name: string;
  /** The card's body; its title holds one link or button stretched over the whole card. */
  children: ReactNode;
};

/**
 * The shell of a game's card (games page, landing): the artwork, zooming on hover, above a padded
 * body. The card shows the focus ring of the stretched control inside it.
 */
export function GameCardFrame({ name, children }: GameCardFrameProps) {
  return (
    <Card
      interactive
      className="group relative flex h-full flex-col overflow-hidden has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
    >
      <div className="overflow-hidden border-b border-line">
        <GameArt
          name={name}
          className="transition-transform duration-300 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </Card>
  );
}
