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
import type {
  PendingConfiguration,
  PendingGameConfiguration,
  PendingKvmConfiguration,
} from './checkout-slice';

type Spec = { icon: LucideIcon; label: string; value: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function kvmSpecs(config: PendingKvmConfiguration): Spec[] {
  const s = config.specifications;
  return [
    { icon: Cpu, label: 'CPU cores', value: plural(s.cores, 'vCPU', 'vCPUs') },
    { icon: Layers, label: 'Processor', value: s.cpuType },
    { icon: Gauge, label: 'Clock speed', value: `${s.baseSpeed} GHz base · ${s.turboSpeed} GHz turbo` },
    { icon: MemoryStick, label: 'Memory', value: formatGb(s.memory) },
    { icon: HardDrive, label: 'SSD storage', value: formatGb(s.disk) },
    { icon: Globe, label: 'IPv4 addresses', value: String(s.ipv4) },
    { icon: Network, label: 'Bandwidth', value: `${s.traffic} TB` },
    { icon: CalendarDays, label: 'Duration', value: plural(s.duration, 'day', 'days') },
    { icon: MonitorCog, label: 'Operating system', value: config.os },
  ];
}

/** Slots games show slots, memory games memory; without the game's type, whichever was chosen. */
function usesSlots(config: PendingGameConfiguration): boolean {
  if (config.gameType) return config.gameType === 'slots';
  return config.specifications.slots > 0;
}

function gameSpecs(config: PendingGameConfiguration): Spec[] {
  const s = config.specifications;
  return [
    { icon: Gamepad2, label: 'Game', value: s.game || config.serviceName },
    { icon: Layers, label: 'Version', value: s.version },
    usesSlots(config)
      ? { icon: Users, label: 'Player slots', value: String(s.slots) }
      : { icon: MemoryStick, label: 'Memory', value: formatGb(s.memory) },
    { icon: CalendarDays, label: 'Duration', value: plural(config.duration || s.duration, 'day', 'days') },
  ];
}

/** Service details and specifications of the pending configuration. */
export function ConfigurationDetails({ config }: { config: PendingConfiguration }) {
  const specs = config.type === 'kvm' ? kvmSpecs(config) : gameSpecs(config);
  return (
    <Card>
      <CardHeader
        title={config.serviceName}
        description={config.type === 'kvm' ? 'KVM virtual server' : 'Game server'}
        actions={<Badge tone="brand">{config.type === 'kvm' ? 'KVM' : 'Game'}</Badge>}
      />
      <CardContent>
        <h3 className="mb-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase">Specifications</h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {specs.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative min-h-9 min-w-0 pl-12">
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
