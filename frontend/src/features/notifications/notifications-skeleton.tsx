import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** The Telegram card and the three kinds of message while the settings load. */
export function NotificationsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('notifications.page.loading')} className="grid gap-6">
      <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="mt-4 h-4 w-full max-w-md" />
        <Skeleton className="mt-4 h-10 w-44" />
      </div>
      <div className="grid gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-5 w-56" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-5 w-72 max-w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
