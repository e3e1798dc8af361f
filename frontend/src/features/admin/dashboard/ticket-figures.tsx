import { Clock, LifeBuoy } from 'lucide-react';
import { useAdminTicketStatsQuery } from '../../../api';
import { StatCard } from '../../../components/ui';

/** '1 h 5 min', '12 min', '—' for none. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** Support at a glance: tickets waiting for us, the median time to a first answer over 30 days. */
export function TicketFigures() {
  const { data } = useAdminTicketStatsQuery();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StatCard label="Tickets waiting for an answer" value={data ? data.waiting : '—'} icon={LifeBuoy} />
      <StatCard
        label="Median time to first answer (30 days)"
        value={formatMinutes(data?.medianFirstResponseMinutes)}
        icon={Clock}
      />
    </div>
  );
}
