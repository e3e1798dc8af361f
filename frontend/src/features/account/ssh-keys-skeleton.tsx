import { Skeleton } from '../../components/ui';
import { useT } from '../../i18n';

/** The key list and the add form while the keys load. */
export function SshKeysSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('access.sshKeys.loading')} className="grid gap-6">
      <div className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-5 w-32" />
        {[0, 1].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
