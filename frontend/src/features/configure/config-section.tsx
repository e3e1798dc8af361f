import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../components/ui';

export type ConfigSectionProps = {
  /** The step number shown in the badge (1, 2, 3). */
  step: number;
  title: string;
  description?: ReactNode;
  /** Something at the right of the title (a price, a badge). */
  aside?: ReactNode;
  children: ReactNode;
};

/** One numbered step of a configurator: a card with an h2 and the controls. */
export function ConfigSection({ step, title, description, aside, children }: ConfigSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <div className="flex items-start gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-200 ring-inset"
          >
            {step}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-ink">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
          </div>
          {aside && <div className="shrink-0">{aside}</div>}
        </div>
        <div className="flex flex-col gap-8 px-5 pt-5 pb-6 sm:px-6 sm:pl-18">{children}</div>
      </Card>
    </section>
  );
}
