import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { INELIGIBLE_FROM_PLANS } from './terms-figures';
import { AFFILIATE_SECTIONS, type TosTab } from './tos-sections';
import { sectionLocation } from './use-tos-location';

function ArrowLink({ to, children }: { to: Parameters<typeof Link>[0]['to']; children: string }) {
  return (
    <p>
      <TextLink asChild className="inline-flex items-center gap-1.5">
        <Link to={to}>
          {children}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </TextLink>
    </p>
  );
}

/** The general terms' pointer to the affiliate terms: opens the Affiliate TOS at its first section. */
function AffiliateTermsLink() {
  const t = useT();
  return (
    <ArrowLink to={sectionLocation('', 'affiliate', AFFILIATE_SECTIONS[0].id)}>
      {t('tos.general.affiliateProgram.link')}
    </ArrowLink>
  );
}

function AffiliateAreaLink() {
  const t = useT();
  return <ArrowLink to="/affiliate">{t('tos.affiliate.overview.link')}</ArrowLink>;
}

/** The plans that earn no commission, named from domain's rule, then what "and up" means. */
function IneligiblePlans() {
  const t = useT();
  return (
    <>
      <ul className="flex list-disc flex-col gap-1.5 pl-6 marker:text-ink-subtle">
        {INELIGIBLE_FROM_PLANS.map((plan) => (
          <li key={plan}>{t('tos.affiliate.ineligible.plan', { plan })}</li>
        ))}
      </ul>
      <p>{t('tos.affiliate.ineligible.andUp')}</p>
    </>
  );
}

/** What a section shows after its text, if anything. */
export function SectionExtras({ tab, sectionKey }: { tab: TosTab; sectionKey: string }) {
  if (tab === 'general' && sectionKey === 'affiliateProgram') return <AffiliateTermsLink />;
  if (tab === 'affiliate' && sectionKey === 'overview') return <AffiliateAreaLink />;
  if (tab === 'affiliate' && sectionKey === 'ineligible') return <IneligiblePlans />;
  return null;
}
