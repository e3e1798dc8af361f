import { Gamepad2 } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useListGamePackagesQuery,
  useListGameVersionsQuery,
  useListGamesQuery,
} from '../../api';
import { useT } from '../../i18n';
import { ConfigHeader, ConfigMessageLayout, ConfigShell } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton } from './config-states';
import { GameConfigurator } from './game-configurator';

/** /game-config/:gameId: one game with its versions and packages (storefront spec, section 2). */
export function GameConfigPage() {
  const t = useT();
  const { gameId = '' } = useParams();
  const games = useListGamesQuery();
  const versions = useListGameVersionsQuery({ id: gameId });
  const packages = useListGamePackagesQuery({ id: gameId });
  const game = games.data?.find((g) => g.id === gameId);

  const title = t('configure.gamePage.title');
  const back = { to: '/games', label: t('configure.gamePage.back') };
  const eyebrow = t('configure.gamePage.eyebrow');
  const header = <ConfigHeader title={title} back={back} eyebrow={eyebrow} />;

  const retry = () => {
    void games.refetch();
    void versions.refetch();
    void packages.refetch();
  };

  if (games.isLoading) {
    return (
      <ConfigShell header={header}>
        <ConfigSkeleton />
      </ConfigShell>
    );
  }
  if (games.error || (!game && !games.data)) {
    return (
      <ConfigMessageLayout header={header}>
        <ConfigLoadError
          title={t('configure.gamePage.loadFailed')}
          message={getApiErrorMessage(games.error)}
          onRetry={retry}
        />
      </ConfigMessageLayout>
    );
  }
  if (!game) {
    return (
      <ConfigMessageLayout header={header}>
        <ConfigNotFound
          icon={Gamepad2}
          title={t('configure.gamePage.notFound')}
          text={t('configure.gamePage.notFoundText')}
          back={{ to: '/games', label: t('configure.gamePage.browse') }}
        />
      </ConfigMessageLayout>
    );
  }
  if (versions.isLoading || packages.isLoading) {
    return (
      <ConfigShell header={header}>
        <ConfigSkeleton />
      </ConfigShell>
    );
  }
  if (versions.error || packages.error || !versions.data || !packages.data) {
    return (
      <ConfigMessageLayout header={header}>
        <ConfigLoadError
          title={t('configure.gamePage.gameLoadFailed', { name: game.displayname })}
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
          title={title}
          back={back}
          eyebrow={eyebrow}
          subtitle={
            <Trans
              i18nKey="configure.gamePage.subtitle"
              values={{ name: game.displayname }}
              components={{ strong: <span className="font-semibold text-ink" /> }}
            />
          }
        />
      }
    />
  );
}
