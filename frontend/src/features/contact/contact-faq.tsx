import {
  AFFILIATE_HOLDING_DAYS,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM,
  santimToEtb,
} from '@shop/domain';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, TextLink } from '../../components/ui';
import { useT } from '../../i18n';

const QUESTIONS = ['payment', 'provisioning', 'methods', 'extend', 'affiliate'] as const;
type Question = (typeof QUESTIONS)[number];

/** The affiliate terms' figures the affiliate answer states, from domain's rules. */
const AFFILIATE_FIGURES = {
  cap: santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM),
  holdingDays: AFFILIATE_HOLDING_DAYS,
  minimumPayout: santimToEtb(AFFILIATE_MINIMUM_PAYOUT_SANTIM),
};

/** One question: a button that shows or hides its answer (aria-expanded, aria-controls). */
function FaqItem({ id }: { id: Question }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="border-b border-line last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((was) => !was)}
          className="focus-ring flex w-full items-center justify-between gap-4 rounded-control px-5 py-4 text-left text-base font-semibold text-ink hover:bg-surface-muted sm:px-6"
        >
          {t(`contact.faq.${id}.question`)}
          <ChevronDown
            className={clsx('size-5 shrink-0 text-ink-subtle transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-5 pb-5 text-sm leading-relaxed text-ink-muted sm:px-6">
        <p>{t(`contact.faq.${id}.answer`, AFFILIATE_FIGURES)}</p>
        {id === 'affiliate' && (
          <TextLink asChild className="mt-2 inline-block">
            <Link to="/tos?tab=affiliate">{t('contact.faq.affiliate.terms')}</Link>
          </TextLink>
        )}
      </div>
    </li>
  );
}

/** Answers to what customers ask most, true to how the shop works. */
export function ContactFaq() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('contact.faq.title')}
        </h2>
        <p className="mt-2 text-base text-ink-muted">{t('contact.faq.intro')}</p>
      </div>
      <Card className="overflow-hidden">
        <ul>
          {QUESTIONS.map((id) => (
            <FaqItem key={id} id={id} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
