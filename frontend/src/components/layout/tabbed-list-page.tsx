import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Container, EmptyState, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../ui';

/** One tab of a list page: its label, the count in its pill, and the list it shows. */
export type ListPageTab<Value extends string> = {
  value: Value;
  label: string;
  count: number;
  content: ReactNode;
};

export type TabbedListPageProps<Value extends string> = {
  title: string;
  subtitle: string;
  /** The accessible name of the tab list. */
  tabsLabel: string;
  /** The tabs, the first one open at first. */
  tabs: readonly ListPageTab<Value>[];
  /** While true the skeleton shows in place of everything below the header. */
  isLoading: boolean;
  skeleton: ReactNode;
  /** A failure to load (a LoadErrorAlert) shown in place of the tabs; null or absent when loaded. */
  error?: ReactNode;
  /** Shown above the tabs once loaded (notices about the list). */
  notices?: ReactNode;
  /** Shown below the list, loaded or not (a form about the list's items, say). */
  footer?: ReactNode;
};

/**
 * A customer's list page (My Orders, My Services): the header, then the skeleton while loading, the
 * load error, or the tabs with a count each. The open tab is kept while the lists reload.
 */
export function TabbedListPage<Value extends string>({
  title,
  subtitle,
  tabsLabel,
  tabs,
  isLoading,
  skeleton,
  error,
  notices,
  footer,
}: TabbedListPageProps<Value>) {
  const [open, setOpen] = useState<string>(() => tabs[0]?.value ?? '');
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mt-8">
        {isLoading ? (
          skeleton
        ) : error ? (
          error
        ) : (
          <>
            {notices}
            <Tabs value={open} onValueChange={setOpen}>
              <TabsList aria-label={tabsLabel}>
                {tabs.map((tab) => (
                  <TabsTrigger key={tab.value} value={tab.value} count={tab.count}>
                    {tab.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {tabs.map((tab) => (
                <TabsContent key={tab.value} value={tab.value}>
                  {tab.content}
                </TabsContent>
              ))}
            </Tabs>
          </>
        )}
      </div>
      {footer}
    </Container>
  );
}

export type EmptyListTabProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Where to start instead ('Browse servers'), and its address. */
  linkLabel: string;
  linkTo: string;
};

/** A tab of a list page with nothing in it: what it would hold, and a link to where to start. */
export function EmptyListTab({ icon, title, text, linkLabel, linkTo }: EmptyListTabProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button asChild variant="outline">
          <Link to={linkTo}>{linkLabel}</Link>
        </Button>
      }
    />
  );
}
