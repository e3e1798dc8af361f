import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
  /** Usually one <Button>. */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3';
  className?: string;
};

/** What a list shows when it has nothing: 'No servers found matching "xyz"'. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  as: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <Heading className="text-base font-semibold text-ink">{title}</Heading>
      {text && <p className="mt-1.5 max-w-md text-sm text-ink-muted">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
