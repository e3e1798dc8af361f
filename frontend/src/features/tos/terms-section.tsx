import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { sectionBlocks, sectionTitleKey } from './terms-text';
import { headingIdOf, type LegalDocument } from './tos-sections';

export type TermsSectionProps = {
  tab: LegalDocument;
  id: string;
  sectionKey: string;
  /** Its place in the document, shown before the title. */
  number: number;
  /** The values its texts take (the terms' figures; the policy's brand and address). */
  values: Readonly<Record<string, string | number>>;
  /** What follows the text (a link, the list of ineligible plans). */
  children?: ReactNode;
};

/**
 * One numbered section of the terms: its heading (focused when the section is chosen, so keyboard
 * users read on from there) and its paragraphs and lists with the figures filled in.
 */
export function TermsSection({ tab, id, sectionKey, number, values, children }: TermsSectionProps) {
  const t = useT();
  const headingId = headingIdOf(id);
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2
        id={headingId}
        tabIndex={-1}
        className="focus-ring rounded-sm text-lg font-semibold tracking-tight text-ink sm:text-xl"
      >
        <span className="mr-2 text-ink-subtle tabular-nums">{number}.</span>
        {t(sectionTitleKey(tab, sectionKey))}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-base leading-7 text-ink">
        {sectionBlocks(tab, sectionKey).map((block) =>
          block.kind === 'paragraph' ? (
            <p key={block.key}>{t(block.key, values)}</p>
          ) : (
            <ul key={block.key} className="flex list-disc flex-col gap-1.5 pl-6 marker:text-ink-subtle">
              {block.items.map((item) => (
                <li key={item}>{t(item, values)}</li>
              ))}
            </ul>
          ),
        )}
        {children}
      </div>
    </section>
  );
}
