import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Radix Tabs root: pass `value`/`onValueChange` (controlled) or `defaultValue`. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-px [scrollbar-width:none]">
      <TabsPrimitive.List
        className={clsx('flex w-max min-w-full gap-1 border-b border-line sm:gap-2', className)}
        {...props}
      />
    </div>
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** A count shown as a pill after the label; read as 'Pending Orders (3)'. */
  count?: number;
};

export function TabsTrigger({ className, children, count, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'group focus-ring relative -mb-px inline-flex h-11 shrink-0 items-center gap-1.5 rounded-t-control border-b-2 border-transparent px-2 sm:gap-2 sm:px-3',
        'text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink',
        'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {children}
      {count !== undefined && (
        <>
          {' '}
          <span className="sr-only">({count})</span>
          <span
            aria-hidden="true"
            className={clsx(
              'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums',
              'bg-surface-muted text-ink-muted group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-700',
            )}
          >
            {count}
          </span>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('focus-ring mt-6 rounded-control', className)} {...props} />;
}
