import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

const tones = {
  info: { box: 'border-info-200 bg-info-50 text-info-800', icon: Info },
  success: { box: 'border-success-200 bg-success-50 text-success-800', icon: CircleCheck },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-800', icon: TriangleAlert },
  danger: { box: 'border-danger-200 bg-danger-50 text-danger-800', icon: CircleAlert },
} as const;

export type AlertTone = keyof typeof tones;

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows an X button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the X button (default 'Dismiss', in the current language). */
  dismissLabel?: string;
  /** Buttons under the text (e.g. 'Try again'). */
  actions?: ReactNode;
  className?: string;
};

/** A message box. Danger alerts are role="alert" (announced at once); the others role="status". */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  actions,
  className,
}: AlertProps) {
  const t = useT();
  const Icon = tones[tone].icon;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-card border p-4 text-sm', tones[tone].box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={clsx('leading-relaxed', title && 'mt-1')}>{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel ?? t('common.actions.dismiss')}
          className="focus-ring -m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-control opacity-80 hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
