import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container, PageHeader, Skeleton } from '../../components/ui';

export type ConfigHeaderProps = {
  title: string;
  /** Where 'Back to …' leads (the list the item came from). */
  back: { to: string; label: string };
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
};

/** The back link and the page's h1: the same in every state, so the page never jumps while loading. */
export function ConfigHeader({ title, back, eyebrow, subtitle }: ConfigHeaderProps) {
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={back.to}
        className="focus-ring inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-ink-muted hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <PageHeader title={title} eyebrow={eyebrow} subtitle={subtitle} />
    </div>
  );
}

/**
 * The eyebrow's stand-in while the catalog loads: a grey bar of the eyebrow's line height (text-sm,
 * 20 px), so the title and subtitle under it do not move when the text arrives.
 */
export function EyebrowPlaceholder() {
  // Padding, not margin: a child's margins would collapse through the paragraph's and move it.
  return (
    <span className="block py-0.5">
      <Skeleton className="h-4 w-44 max-w-full" />
    </span>
  );
}

/**
 * The page frame of every state: the site's gutters, the header, then the content. A page keeps
 * this frame (and its header) mounted from its loading state on, so the prerendered header stays
 * on screen as the catalog arrives: nothing is replaced, nothing moves.
 */
export function ConfigShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Container className="py-8 sm:py-12">
      {header}
      {children}
    </Container>
  );
}

export type ConfigColumnsProps = {
  /** The option cards, in order. */
  options: ReactNode;
  /** The order summary: a sticky column at the right on wide screens, after the options on phones. */
  summary: ReactNode;
};

/** A configurator's body: options at the left, the summary with the price and the call to action at the right. */
export function ConfigColumns({ options, summary }: ConfigColumnsProps) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <div className="flex min-w-0 flex-col gap-6">{options}</div>
      <div className="min-w-0 lg:sticky lg:top-20">{summary}</div>
    </div>
  );
}

/** A body without the two columns (not found, load failure): one centred block under the header. */
export function ConfigMessage({ children }: { children: ReactNode }) {
  return <div className="mx-auto mt-10 max-w-xl">{children}</div>;
}
