import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export type CardProps = ComponentProps<'div'> & {
  /** Lift on hover: for cards that are wholly clickable (a product card with one action). */
  interactive?: boolean;
  /** Highlight (brand ring), e.g. the 'Most Popular' plan. */
  highlighted?: boolean;
};

/** A white surface with a hairline border and a soft shadow. Pad it with CardContent or your own classes. */
export function Card({ interactive, highlighted, className, ...props }: CardProps) {
  return (
    <div
      className={clsx(
        'rounded-card border bg-surface shadow-card',
        highlighted ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line',
        interactive && 'transition-shadow duration-200 hover:shadow-raised',
        className,
      )}
      {...props}
    />
  );
}

export type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or a badge at the right of the title row. */
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3' | 'h4';
  className?: string;
};

export function CardHeader({ title, description, actions, as: Heading = 'h2', className }: CardHeaderProps) {
  return (
    <div
      className={clsx(
        'flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6',
        className,
      )}
    >
      <div className="min-w-0">
        <Heading className="text-base font-semibold tracking-tight text-ink">{title}</Heading>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('px-5 py-5 sm:px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center justify-end gap-2 rounded-b-card border-t border-line bg-surface-muted/60 px-5 py-4 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
