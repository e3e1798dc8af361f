import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '../../../components/ui';
import { ADMIN_SECTIONS } from '../admin-sections';

/** The spec's Quick Actions: one link per section the admin works in, in sidebar order. */
const QUICK_ACTIONS: Record<string, { label: string; hint: string }> = {
  '/admin/users': { label: 'Manage Users', hint: 'Customers, contacts and what they spent' },
  '/admin/orders': { label: 'Manage Orders', hint: 'Mark paid, create services, e-mail details' },
  '/admin/services': { label: 'Manage Services', hint: 'Stop, start and send expiry reminders' },
  '/admin/payments': { label: 'View Payments', hint: 'Reported and confirmed transfers' },
  '/admin/discounts': { label: 'Manage Discounts', hint: 'Discount and affiliate codes' },
};

export function QuickActions() {
  const actions = ADMIN_SECTIONS.filter((section) => section.to in QUICK_ACTIONS);
  return (
    <Card role="region" aria-label="Quick Actions">
      <CardHeader title="Quick Actions" />
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map((section) => {
            const Icon = section.icon;
            const action = QUICK_ACTIONS[section.to]!;
            return (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="focus-ring group flex h-full items-center gap-3 rounded-control border border-line p-4 transition-colors hover:border-brand-200 hover:bg-brand-50"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-ink">{action.label}</span>
                    <span className="mt-0.5 block text-xs text-ink-muted">{action.hint}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
