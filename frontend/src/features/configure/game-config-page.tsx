import { Gamepad2 } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  getApiErrorMessage,
  useListGamePackagesQuery,
  useListGameVersionsQuery,
  useListGamesQuery,
} from '../../api';
import { useT } from '../../i18n';
import { ConfigHeader, ConfigMessage, ConfigShell } from './config-layout';
import { ConfigLoadError, ConfigNotFound, ConfigSkeleton } from './config-states';
import { GameConfigurator } from './game-configurator';

/**
 * /game-config/:gameId: one game with its versions and packages (storefront spec, section 2).
 *
 * As on the KVM page, the frame and header stay mounted from the (prerendered) loading state on,
 * and the configurator is a deferred value: rendered in the background once everything is in.
 */
export function GameConfigPage() {
  const t = useT();
  const { gameId = '' } = useParams();
  const games = useListGamesQuery();
  const versions = useListGameVersionsQuery({ id: gameId });
  const packages = useListGamePackagesQuery({ id: gameId });
  const game = games.data?.find((g) => g.id === gameId);

  const loaded = useMemo(
    () =>
      game && versions.data && packages.data && !versions.error && !packages.error
        ? { game, versions: versions.data, packages: packages.data }
        : null,
    [game, versions.data, versions.error, packages.data, packages.error],
  );
  const shown = useDeferredValue(loaded);

  const retry = () => {
    void games.refetch();
    void versions.refetch();
    void packages.refetch();
  };

  const header = (
    <ConfigHeader
      title={t('configure.gamePage.title')}
      back={{ to: '/games', label: t('configure.gamePage.back') }}
      eyebrow={t('configure.gamePage.eyebrow')}
      subtitle={t('configure.gamePage.subtitle')}
    />
  );

  return <ConfigShell header={header}>{body()}</ConfigShell>;

  function body() {
    if (shown) {
      return (
        <GameConfigurator
          key={shown.game.id}
          game={shown.game}
          versions={shown.versions}
          packages={shown.packages}
        />
      );
    }
    if (games.isLoading) return <ConfigSkeleton />;
    if (games.error || (!game && !games.data)) {
      return (
        <ConfigMessage>
          <ConfigLoadError
            title={t('configure.gamePage.loadFailed')}
            message={getApiErrorMessage(games.error)}
            onRetry={retry}
          />
        </ConfigMessage>
      );
    }
    if (!game) {
      return (
        <ConfigMessage>
          <ConfigNotFound
            icon={Gamepad2}
            title={t('configure.gamePage.notFound')}
            text={t('configure.gamePage.notFoundText')}
            back={{ to: '/games', label: t('configure.gamePage.browse') }}
          />
        </ConfigMessage>
      );
    }
    if (versions.error || packages.error) {
      return (
        <ConfigMessage>
          <ConfigLoadError
            title={t('configure.gamePage.gameLoadFailed', { name: game.displayname })}
            message={getApiErrorMessage(versions.error ?? packages.error)}
            onRetry={retry}
          />
        </ConfigMessage>
      );
    }
    // Loading, or loaded and rendering in the background.
    return <ConfigSkeleton />;
  }
}
