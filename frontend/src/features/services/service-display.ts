import { formatGb, isActiveService, isExpiring, isTransitional, NOT_READY_STATES } from '@shop/domain';
import type { BadgeTone } from '../../components/ui';
import type { Order, ServiceAddress, ServiceDetails, ServiceSummary } from '../../api';
import type { useT } from '../../i18n';
import { services as englishServices } from '../../i18n/en/services';

/** The translate function components get from useT(). */
export type Translate = ReturnType<typeof useT>;

export type ServiceTab = 'active' | 'past';

/**
 * My Services' tab of a service: domain's rule (a service that can come back, ACTIVE, suspended or
 * expired, is active; a terminated one is past).
 */
export function serviceTab(service: Pick<ServiceSummary, 'status'>): ServiceTab {
  return isActiveService(service) ? 'active' : 'past';
}

/** The services of each tab, in the order the server sent them. */
export function groupServices(services: readonly ServiceSummary[]): Record<ServiceTab, ServiceSummary[]> {
  const groups: Record<ServiceTab, ServiceSummary[]> = { active: [], past: [] };
  for (const service of services) groups[serviceTab(service)].push(service);
  return groups;
}

/** The provider's power state while the machine is being made: no connection details, no actions. */
export const PROVISIONING = 'provisioning';

export function isProvisioning(service: Pick<ServiceSummary, 'currentStatus'>): boolean {
  return service.currentStatus === PROVISIONING;
}

/** False while being set up or when setting up failed: no connection details yet (domain's rule). */
export function isMachineReady(service: Pick<ServiceSummary, 'currentStatus'>): boolean {
  return !NOT_READY_STATES.includes(service.currentStatus);
}

/** Storefront spec 4: running green, stopped red, starting and stopping amber, anything else grey. */
export function currentStatusTone(currentStatus: string): BadgeTone {
  switch (currentStatus) {
    case 'running':
      return 'success';
    case 'stopped':
      return 'danger';
    case 'starting':
    case 'stopping':
    case 'restarting':
      return 'warning';
    default:
      return 'neutral';
  }
}

type PowerKey = keyof typeof englishServices.power;
const isPowerKey = (value: string): value is PowerKey => Object.hasOwn(englishServices.power, value);

/** The power state in the app's language; a value the shop does not know shows as it comes. */
export function currentStatusText(currentStatus: string, t: Translate): string {
  return isPowerKey(currentStatus) ? t(`services.power.${currentStatus}`) : currentStatus;
}

type StatusKey = keyof typeof englishServices.status;
const isStatusKey = (value: string): value is StatusKey => Object.hasOwn(englishServices.status, value);

/** The shop's state: Active, Suspended (INACTIVE) or Expired. */
export function serviceStatusText(status: string, t: Translate): string {
  return isStatusKey(status) ? t(`services.status.${status}`) : status;
}

export function serviceStatusTone(status: string): BadgeTone {
  if (status === 'ACTIVE') return 'success';
  if (status === 'EXPIRED') return 'warning';
  if (status === 'INACTIVE') return 'danger';
  return 'neutral';
}

/** A game service names its game; KVM services do not. */
export function isGameService(service: Pick<ServiceSummary, 'game'> & { gameDetails?: unknown }): boolean {
  return Boolean(service.game) || Boolean(service.gameDetails);
}

type SpecsOf = Pick<ServiceSummary, 'game' | 'slots' | 'memory' | 'cores' | 'disk'>;

/**
 * The figures that tell services apart: '2 vCPU · 2.0 GB RAM · 40.0 GB SSD' for a KVM server,
 * 'Valheim · 6 slots' or 'Minecraft · 4.0 GB RAM' for a game server (memory and disk in GB, MB / 1024).
 */
export function serviceKeySpecs(service: SpecsOf, t: Translate): string {
  const parts: string[] = [];
  if (isGameService(service)) {
    if (service.game) parts.push(service.game);
    if (service.slots) parts.push(t('services.specs.slots', { count: service.slots }));
    else if (service.memory) parts.push(t('services.specs.memory', { size: formatGb(service.memory) }));
  } else {
    if (service.cores) parts.push(t('services.specs.cores', { cores: service.cores }));
    if (service.memory) parts.push(t('services.specs.memory', { size: formatGb(service.memory) }));
    if (service.disk) parts.push(t('services.specs.disk', { size: formatGb(service.disk) }));
  }
  return parts.join(' · ');
}

/** '42 days left', 'Last day', 'Expired 3 days ago'. */
export function daysLeftText(days: number, t: Translate): string {
  if (days < 0) return t('services.days.expiredAgo', { count: -days });
  if (days === 0) return t('services.days.lastDay');
  return t('services.days.left', { count: days });
}

/** Amber from 7 days left down to the last day, red once past. */
export function daysLeftTone(days: number): 'normal' | 'warning' | 'danger' {
  if (days < 0) return 'danger';
  return isExpiring(days) ? 'warning' : 'normal';
}

/** '3d 4h 17m' (in Amharic '3 ቀን 4 ሰዓት 17 ደቂቃ'); days are left out when there are none. */
export function formatUptime(seconds: number, t: Translate): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const parts = [
    ...(days > 0 ? [t('services.uptime.days', { count: days })] : []),
    t('services.uptime.hours', { count: hours }),
    t('services.uptime.minutes', { count: minutes }),
  ];
  return parts.join(' ');
}

/**
 * Paid orders whose server does not exist yet (not renewals): the customer who has just paid sees
 * them as 'being set up' above the list, never an empty page.
 */
export function ordersBeingSetUp(orders: readonly Order[]): Order[] {
  return orders.filter(
    (o) =>
      o.paid &&
      (o.status === 'PENDING' || o.status === 'PROVISIONING') &&
      !o.renewalOfServiceId &&
      !o.serviceId,
  );
}

/** New orders whose payment is reported and awaits the shop's confirmation. */
export function ordersAwaitingConfirmation(orders: readonly Order[]): Order[] {
  return orders.filter(
    (o) => o.status === 'PENDING' && !o.paid && o.paymentReported && !o.renewalOfServiceId && !o.serviceId,
  );
}

/**
 * Why the customer cannot act on a service now, or null when they can: only an ACTIVE service whose
 * machine is ready (domain's serviceActionRefusal, which the server applies too).
 */
export type ActionBlock = 'expired' | 'inactive' | 'provisioning' | 'failed' | 'transition';

export function actionBlock(
  service: Pick<ServiceDetails, 'status' | 'currentStatus' | 'daysLeft'>,
): ActionBlock | null {
  // A service past its end date is treated as expired before the shop's job marks it so.
  if (service.status === 'EXPIRED' || service.daysLeft < 0) return 'expired';
  if (service.status && service.status !== 'ACTIVE') return 'inactive';
  if (isProvisioning(service)) return 'provisioning';
  if (!isMachineReady(service)) return 'failed';
  // Starting, stopping, restarting, installing...: no other action until it settles (409 otherwise).
  if (isTransitional(service.currentStatus)) return 'transition';
  return null;
}

/**
 * The main IP, every address, the port to reach and the login of a service, from whichever field
 * its kind fills. `addresses` falls back to the one address of a server that lists none.
 */
export function connectionOf(details: ServiceDetails) {
  const game = isGameService(details);
  const single = (game ? details.network?.ip : details.ipv4?.ip) ?? details.network?.ip ?? details.ipv4?.ip;
  const addresses: ServiceAddress[] = details.addresses?.length
    ? details.addresses
    : single
      ? [{ ip: single, family: single.includes(':') ? 'ipv6' : 'ipv4' }]
      : [];
  return {
    game,
    ip: single ?? addresses[0]?.ip ?? null,
    addresses,
    port: game ? (details.network?.port ?? details.gameDetails?.port ?? null) : (details.port ?? null),
    user: details.user ?? null,
    password: details.password ?? null,
  };
}
