import { SectionExtras } from './section-extras';
import { SectionNav } from './section-nav';
import { useTermsValues } from './terms-figures';
import { TermsSection } from './terms-section';
import { SECTIONS_OF, type TosTab } from './tos-sections';
import { sectionLocation } from './use-tos-location';

export type TermsDocumentProps = {
  tab: TosTab;
  currentId: string | null;
  search: string;
};

/** One of the two documents: its section list beside (or above, on phones) its numbered sections. */
export function TermsDocument({ tab, currentId, search }: TermsDocumentProps) {
  const values = useTermsValues();
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <SectionNav
        tab={tab}
        currentId={currentId}
        sectionLink={(sectionId) => sectionLocation(search, tab, sectionId)}
      />
      <div className="flex max-w-3xl min-w-0 flex-col gap-10">
        {SECTIONS_OF[tab].map((section, index) => (
          <TermsSection
            key={section.id}
            tab={tab}
            id={section.id}
            sectionKey={section.key}
            number={index + 1}
            values={values}
          >
            <SectionExtras tab={tab} sectionKey={section.key} />
          </TermsSection>
        ))}
      </div>
    </div>
  );
}
