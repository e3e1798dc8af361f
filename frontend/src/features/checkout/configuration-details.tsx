import { formatGb } from '@shop/domain';
import {
  CalendarDays,
  Cpu,
  Gamepad2,
  Gauge,
  Globe,
  HardDrive,
  Layers,
  MemoryStick,
  MonitorCog,
  Network,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge, Card, CardContent, CardHeader } from '../../components/ui';
import { useT } from '../../i18n';
import type {
  PendingConfiguration,
  PendingGameConfiguration,
  PendingKvmConfiguration,
} from '../../store/checkout-slice';

type T = ReturnType<typeof useT>;
type Spec = { key: string; icon: LucideIcon; label: string; value: string };

function kvmSpecs(config: PendingKvmConfiguration, t: T): Spec[] {
  const s = config.specifications;
  return [
    {
      key: 'cores',
      icon: Cpu,
      label: t('checkout.details.cpuCores'),
      value: t('checkout.details.vcpus', { count: s.cores }),
    },
    { key: 'cpu', icon: Layers, label: t('checkout.details.processor'), value: s.cpuType },
    {
      key: 'speed',
      icon: Gauge,
      label: t('checkout.details.clockSpeed'),
      value: t('checkout.details.clockSpeedValue', { base: s.baseSpeed, turbo: s.turboSpeed }),
    },
    { key: 'memory', icon: MemoryStick, label: t('checkout.details.memory'), value: formatGb(s.memory) },
    { key: 'disk', icon: HardDrive, label: t('checkout.details.ssd'), value: formatGb(s.disk) },
    { key: 'ipv4', icon: Globe, label: t('checkout.details.ipv4'), value: String(s.ipv4) },
    { key: 'traffic', icon: Network, label: t('checkout.details.bandwidth'), value: `${s.traffic} TB` },
    {
      key: 'duration',
      icon: CalendarDays,
      label: t('checkout.details.duration'),
      value: t('checkout.details.days', { count: s.duration }),
    },
    { key: 'os', icon: MonitorCog, label: t('checkout.details.os'), value: config.os },
  ];
}

/** Slots games show slots, memory games memory; without the game's type, whichever was chosen. */
function usesSlots(config: PendingGameConfiguration): boolean {
  if (config.gameType) return config.gameType === 'slots';
  return config.specifications.slots > 0;
}

function gameSpecs(config: PendingGameConfiguration, t: T): Spec[] {
  const s = config.specifications;
  return [
    {
      key: 'game',
      icon: Gamepad2,
      label: t('checkout.details.gameName'),
      value: s.game || config.serviceName,
    },
    { key: 'version', icon: Layers, label: t('checkout.details.version'), value: s.version },
    usesSlots(config)
      ? { key: 'slots', icon: Users, label: t('checkout.details.slots'), value: String(s.slots) }
      : { key: 'memory', icon: MemoryStick, label: t('checkout.details.memory'), value: formatGb(s.memory) },
    {
      key: 'duration',
      icon: CalendarDays,
      label: t('checkout.details.duration'),
      value: t('checkout.details.days', { count: config.duration || s.duration }),
    },
  ];
}

/** Service details and specifications of the pending configuration. */
export function ConfigurationDetails({ config }: { config: PendingConfiguration }) {
  const t = useT();
  const specs = config.type === 'kvm' ? kvmSpecs(config, t) : gameSpecs(config, t);
  return (
    <Card>
      <CardHeader
        title={config.serviceName}
        description={config.type === 'kvm' ? t('checkout.details.kvm') : t('checkout.details.game')}
        actions={
          <Badge tone="brand">{config.type === 'kvm' ? 'KVM' : t('checkout.details.gameBadge')}</Badge>
        }
      />
      <CardContent>
        <h3 className="mb-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
          {t('checkout.details.specifications')}
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {specs.map(({ key, icon: Icon, label, value }) => (
            <div key={key} className="relative min-h-9 min-w-0 pl-12">
              <dt className="text-xs font-medium text-ink-subtle">
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-control bg-brand-50 text-brand-700"
                >
                  <Icon className="size-4" />
                </span>
                {label}
              </dt>
              <dd className="mt-0.5 text-sm font-semibold break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
