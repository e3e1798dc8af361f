import { clsx } from 'clsx';
import { Link, type To } from 'react-router-dom';
import { useT } from '../../i18n';
import { sectionTitleKey } from './terms-text';
import { SECTIONS_OF, type LegalDocument } from './tos-sections';

export type SectionNavProps = {
  tab: LegalDocument;
  /** The section in the address, marked as the current one. */
  currentId: string | null;
  /** Where a section's link leads (the terms keep their tab in the search: ?tab=...). */
  sectionLink: (sectionId: string) => To;
};

/**
 * The list of a document's sections, in the spec's order, each a real link to its anchor
 * (/tos?tab=general#billing-and-payment). A compact card above the text on phones and tablets, a
 * column that stays in view beside it on desktops.
 */
export function SectionNav({ tab, currentId, sectionLink }: SectionNavProps) {
  const t = useT();
  return (
    <nav
      aria-label={t(`tos.nav.${tab}`)}
      className={clsx(
        'rounded-card border border-line bg-surface p-4 shadow-card',
        'lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto',
        'lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
      )}
    >
      <p aria-hidden="true" className="px-2 text-sm font-semibold text-ink">
        {t('tos.nav.title')}
      </p>
      <ol className="mt-2 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {SECTIONS_OF[tab].map((section, index) => {
          const current = section.id === currentId;
          return (
            <li key={section.id}>
              <Link
                to={sectionLink(section.id)}
                replace
                aria-current={current ? 'location' : undefined}
                className={clsx(
                  'focus-ring flex min-h-8 items-baseline gap-2 rounded-control px-2 py-1 leading-snug lg:min-h-9 lg:py-1.5',
                  current
                    ? 'bg-brand-50 font-medium text-brand-700'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
                  {index + 1}.
                </span>
                <span>{t(sectionTitleKey(tab, section.key))}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
