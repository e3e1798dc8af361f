import { clsx } from 'clsx';
import { Badge } from '../../components/ui/badge';
import { useT } from '../../i18n';

export type UserChipProps = {
  name: string;
  /** Shown under the name (the phone menu shows the e-mail). */
  detail?: string;
  isAdmin?: boolean;
  className?: string;
};

/** The signed-in customer: an initial in a circle, the name (username or e-mail) and an Admin badge. */
export function UserChip({ name, detail, isAdmin = false, className }: UserChipProps) {
  const t = useT();
  return (
    <span className={clsx('inline-flex min-w-0 items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
      >
        {name.charAt(0) || '?'}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-semibold text-ink" title={name} data-testid="current-user">
            {name}
          </span>
          {isAdmin && <Badge tone="brand">{t('layout.account.adminBadge')}</Badge>}
        </span>
        {detail && <span className="truncate text-xs text-ink-subtle">{detail}</span>}
      </span>
    </span>
  );
}
