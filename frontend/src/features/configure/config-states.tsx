import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, LoadErrorAlert, Skeleton, SkeletonText } from '../../components/ui';
import { useT } from '../../i18n';

function SkeletonCard({ rows }: { rows: number }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
      <div className="mt-6 space-y-6 sm:pl-12">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-2.5 w-full rounded-full" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** The two columns in grey while the catalog loads; announced once as 'Loading configuration…'. */
export function ConfigSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-busy="true"
      className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
    >
      <span className="sr-only">{t('configure.states.loading')}</span>
      <div className="flex flex-col gap-6">
        <SkeletonCard rows={1} />
        <SkeletonCard rows={2} />
        <SkeletonCard rows={1} />
      </div>
      <Card className="p-5 sm:p-6">
        <Skeleton className="h-5 w-36" />
        <SkeletonText lines={6} className="mt-6" />
        <Skeleton className="mt-8 h-12 w-full" />
        <Skeleton className="mt-4 h-12 w-full" />
      </Card>
    </div>
  );
}

export type ConfigNotFoundProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  back: { to: string; label: string };
};

/** An unknown id: what was not found and the way back to the list. */
export function ConfigNotFound({ icon, title, text, back }: ConfigNotFoundProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}

/** The catalog could not be read: the reason and a retry. */
export function ConfigLoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <LoadErrorAlert title={title} retryLabel={t('configure.states.retry')} onRetry={onRetry}>
      {message}
    </LoadErrorAlert>
  );
}

/** A 404 (unknown id) or 400 (not an id at all) from the catalog: the item does not exist. */
export function isNotFoundError(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}
