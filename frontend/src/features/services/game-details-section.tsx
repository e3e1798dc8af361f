import type { ServiceDetails } from '../../api';
import { Card, CardContent, CardHeader } from '../../components/ui';
import { useT } from '../../i18n';
import { DetailList, type DetailItem } from './detail-list';
import { formatUptime } from './service-display';

/** 'Game Server Details' of a game service: game, version, port and uptime (from seconds). */
export function GameDetailsSection({ details }: { details: ServiceDetails }) {
  const t = useT();
  const game = details.gameDetails ?? {};
  const uptime = game.uptime ?? 0;
  const items: (DetailItem | null)[] = [
    {
      key: 'game',
      label: t('services.game.game'),
      value: game.gamename ?? details.game ?? details.serviceName,
    },
    game.version || details.version
      ? { key: 'version', label: t('services.game.version'), value: game.version ?? details.version }
      : null,
    details.slots ? { key: 'slots', label: t('services.game.slots'), value: details.slots } : null,
    game.port !== undefined ? { key: 'port', label: t('services.game.port'), value: game.port } : null,
    {
      key: 'uptime',
      label: t('services.game.uptime'),
      value: uptime > 0 ? formatUptime(uptime, t) : t('services.game.notRunning'),
    },
  ];
  return (
    <Card role="region" aria-label={t('services.game.title')}>
      <CardHeader title={t('services.game.title')} />
      <CardContent>
        <DetailList items={items.filter((item): item is DetailItem => item !== null)} />
      </CardContent>
    </Card>
  );
}
