import { SellerRegistration } from '../../components/seller-registration';
import { Container, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { TERMS_LAST_UPDATED, useTermsValues } from './terms-figures';
import { TermsDocument } from './terms-document';
import { isTosTab, TOS_TABS } from './tos-sections';
import { useTosLocation } from './use-tos-location';

/**
 * The terms page (console spec 2.11): General TOS and Affiliate TOS tabs, the tab in the address
 * (/tos?tab=affiliate), each document with a section list that leads to its anchors
 * (/tos#billing-and-payment). The figures of the terms come from domain's constants.
 */
export function TosPage() {
  const t = useT();
  const locale = useLocale();
  const { brand } = useTermsValues();
  const { tab, sectionId, search, selectTab } = useTosLocation();

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        title={t('tos.page.title')}
        subtitle={
          <>
            {t('tos.page.subtitle', { brand })}
            <span className="mt-2 block text-sm text-ink-subtle">
              {t('tos.page.updated', { date: formatDisplayDate(TERMS_LAST_UPDATED, locale) })}
            </span>
            <SellerRegistration className="mt-2 block text-ink-muted" />
          </>
        }
      />
      <Tabs value={tab} onValueChange={(next) => isTosTab(next) && selectTab(next)} className="mt-8">
        <TabsList aria-label={t('tos.tabs.label')}>
          {TOS_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tos.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Both documents stay mounted (the hidden one with `hidden`), so a section of the other
            tab is in the page as soon as its address is followed, ready to be scrolled to. */}
        {TOS_TABS.map((value) => (
          <TabsContent key={value} value={value} forceMount hidden={value !== tab} className="mt-8">
            <TermsDocument tab={value} currentId={sectionId} search={search} />
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
