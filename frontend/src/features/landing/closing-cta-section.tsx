import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Section } from '../../components/ui';
import { useT } from '../../i18n';
import { useSupportContact } from '../../lib/use-support-contact';

/** The last band: one more nudge to deploy, and a way to talk to a person. */
export function ClosingCtaSection() {
  const t = useT();
  const { hours } = useSupportContact();
  return (
    <Section
      tone="inverse"
      eyebrow={t('landing.closing.eyebrow')}
      title={t('landing.closing.title')}
      description={t('landing.closing.description', { hours })}
      className="relative isolate overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-10 h-64 w-[48rem] -translate-x-1/2 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" variant="secondary">
          <Link to="/servers">
            {t('landing.closing.viewPlans')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <Link
          to="/contact"
          className="focus-ring-inverse inline-flex h-12 items-center rounded-control px-6 text-base font-semibold text-white underline-offset-4 hover:underline"
        >
          {t('landing.closing.contactSales')}
        </Link>
      </div>
    </Section>
  );
}
