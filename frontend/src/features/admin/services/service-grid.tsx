import { clsx } from 'clsx';
import { Server } from 'lucide-react';
import type { AdminService } from '../../../api';
import { EmptyState, Skeleton } from '../../../components/ui';
import { ServiceCard, type ServiceCardBusy, type ServiceCardProps } from './service-card';

export type ServiceGridProps = Pick<ServiceCardProps, 'onView' | 'onSetStatus' | 'onRemind'> & {
  services: AdminService[];
  /** A search or filter is in effect: the empty text says so. */
  filtered: boolean;
  /** The rows shown are another query's (a new search, filter or page): dimmed until the answer. */
  updating?: boolean;
  /** What each card waits for, by service id. */
  busy: Readonly<Record<string, ServiceCardBusy>>;
};

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3';

/** The services as cards, two columns from 768 px, three on wide screens. */
export function ServiceGrid({ services, filtered, updating = false, busy, ...card }: ServiceGridProps) {
  if (services.length === 0) {
    return (
      <EmptyState
        icon={Server}
        title={filtered ? 'No services match' : 'No services yet'}
        text={
          filtered
            ? 'No service matches this search or status. Change or clear them to see more.'
            : 'A service appears here once a paid order has its service created.'
        }
      />
    );
  }
  return (
    <ul
      aria-label="Services"
      aria-busy={updating || undefined}
      className={clsx(GRID, 'transition-opacity', updating && 'opacity-60')}
    >
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} busy={busy[service.id] ?? null} {...card} />
        </li>
      ))}
    </ul>
  );
}

/** Cards still loading: card-shaped shimmers, announced once. */
export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading services" className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-card border border-line bg-surface p-5 shadow-card">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-3 w-20" />
          <div className="mt-5 grid grid-cols-2 gap-4">
            {Array.from({ length: 6 }, (_, j) => (
              <Skeleton key={j} className="h-8" />
            ))}
          </div>
          <Skeleton className="mt-5 h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
