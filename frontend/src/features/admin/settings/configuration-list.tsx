import { Card, CardContent } from '../../../components/ui';
import type { AdminConfigurationItem } from '../../../api';

/** The rest of the shop's configuration, read-only: it changes only in the server's environment. */
export function ConfigurationList({ items }: { items: readonly AdminConfigurationItem[] }) {
  return (
    <Card>
      <CardContent>
        <h2 className="text-base font-semibold text-ink">Configuration</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Read-only: set in the server&apos;s environment. Secrets are never shown.
        </p>
        <dl className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <div key={item.name} className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,18rem)_1fr] sm:gap-4">
              <dt className="font-mono text-sm break-all text-ink-muted">{item.name}</dt>
              <dd className="text-sm break-all text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
