import { SHOP_BRAND } from '@shop/domain';
import { LOGIN_THROTTLE, TWO_FACTOR_THROTTLE } from '@shop/domain/rate-limits';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Container, PageHeader } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { useSupportContact } from '../../lib/use-support-contact';
import { SectionNav } from './section-nav';
import { TermsSection } from './terms-section';
import { PRIVACY_SECTIONS } from './tos-sections';
import { revealSection } from './use-tos-location';

/** The date the privacy policy's text last changed; update it with any change to tos.privacy. */
export const PRIVACY_LAST_UPDATED = '2026-11-27';

/**
 * The figures the policy states: the law it follows, the shop's commitments, and what the code
 * does (the longest a count of failed sign-ins or second factors is remembered).
 */
export function privacyValues(email: string) {
  return {
    brand: SHOP_BRAND,
    email,
    proclamation: '1321/2024',
    responseDays: 30,
    recordYears: 10,
    failedSignInHours:
      Math.max(
        LOGIN_THROTTLE.pairWindowSeconds,
        LOGIN_THROTTLE.addressWindowSeconds,
        LOGIN_THROTTLE.accountWindowSeconds,
        TWO_FACTOR_THROTTLE.windowSeconds,
      ) / 3600,
    passwordHash: 'Argon2id',
  };
}

/**
 * The privacy policy (issue 27 item 9): what the shop keeps, why, for how long, and the customer's
 * rights under Proclamation No. 1321/2024, with where to ask (the configured support address, as
 * the contact page shows it). Laid out as the terms are: a section list leading to each anchor.
 */
export function PrivacyPage() {
  const t = useT();
  const locale = useLocale();
  const { hash, key } = useLocation();
  const { email } = useSupportContact();
  const values = useMemo(() => privacyValues(email), [email]);
  const sectionId = decodeURIComponent(hash.replace(/^#/, ''));
  const currentId = PRIVACY_SECTIONS.some((section) => section.id === sectionId) ? sectionId : null;

  useEffect(() => {
    if (currentId) revealSection(currentId);
  }, [currentId, key]);

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        title={t('tos.privacyPage.title')}
        subtitle={
          <>
            {t('tos.privacyPage.subtitle', values)}
            <span className="mt-2 block text-sm text-ink-subtle">
              {t('tos.page.updated', { date: formatDisplayDate(PRIVACY_LAST_UPDATED, locale) })}
            </span>
          </>
        }
      />
      <p className="mt-6 max-w-3xl rounded-card border border-line bg-surface p-4 text-sm text-ink shadow-card">
        {t('tos.privacyPage.askUs', values)}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <SectionNav tab="privacy" currentId={currentId} sectionLink={(id) => ({ hash: id })} />
        <div className="flex max-w-3xl min-w-0 flex-col gap-10">
          {PRIVACY_SECTIONS.map((section, index) => (
            <TermsSection
              key={section.id}
              tab="privacy"
              id={section.id}
              sectionKey={section.key}
              number={index + 1}
              values={values}
            />
          ))}
        </div>
      </div>
    </Container>
  );
}
