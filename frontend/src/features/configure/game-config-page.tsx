import { GAME_NOT_FOUND } from '@shop/domain';
import { Gamepad2 } from 'lucide-react';
import { useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useListGamePackagesQuery,
  useListGameVersionsQuery,
  useListGamesQuery,
} from '../../api';
import { ConfigHeader, ConfigMessageLayout, ConfigShell } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton } from './config-states';
import { GameConfigurator } from './game-configurator';

const TITLE = 'Configure Your Game Server';
const BACK = { to: '/games', label: 'Back to games' };
const HEADER = <ConfigHeader title={TITLE} back={BACK} eyebrow="Game Servers" />;

/** /game-config/:gameId: one game with its versions and packages (storefront spec, section 2). */
export function GameConfigPage() {
  const { gameId = '' } = useParams();
  const games = useListGamesQuery();
  const versions = useListGameVersionsQuery({ id: gameId });
  const packages = useListGamePackagesQuery({ id: gameId });
  const game = games.data?.find((g) => g.id === gameId);

  const retry = () => {
    void games.refetch();
    void versions.refetch();
    void packages.refetch();
  };

  if (games.isLoading) {
    return (
      <ConfigShell header={HEADER}>
        <ConfigSkeleton />
      </ConfigShell>
    );
  }
  if (games.error || (!game && !games.data)) {
    return (
      <ConfigMessageLayout header={HEADER}>
        <ConfigLoadError
          title="This game could not be loaded"
          message={getApiErrorMessage(games.error)}
          onRetry={retry}
        />
      </ConfigMessageLayout>
    );
  }
  if (!game) {
    return (
      <ConfigMessageLayout header={HEADER}>
        <ConfigNotFound
          icon={Gamepad2}
          title={GAME_NOT_FOUND}
          text="This game is not on offer. Pick another one from our game servers."
          back={{ to: '/games', label: 'Browse games' }}
        />
      </ConfigMessageLayout>
    );
  }
  if (versions.isLoading || packages.isLoading) {
    return (
      <ConfigShell header={HEADER}>
        <ConfigSkeleton />
      </ConfigShell>
    );
  }
  if (versions.error || packages.error || !versions.data || !packages.data) {
    return (
      <ConfigMessageLayout header={HEADER}>
        <ConfigLoadError
          title={`${game.displayname} could not be loaded`}
          message={getApiErrorMessage(versions.error ?? packages.error)}
          onRetry={retry}
        />
      </ConfigMessageLayout>
    );
  }

  return (
    <GameConfigurator
      key={game.id}
      game={game}
      versions={versions.data}
      packages={packages.data}
      header={
        <ConfigHeader
          title={TITLE}
          back={BACK}
          eyebrow="Game Servers"
          subtitle={
            <>
              <span className="font-semibold text-ink">{game.displayname}</span>: choose the version, the size
              of your server and how long to pay for.
            </>
          }
        />
      }
    />
  );
}
