import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Container } from '../../components/ui';
import { useT } from '../../i18n';
import { useSupportContact } from '../../lib/use-support-contact';
import { HeroConsole } from './hero-console';

const HIGHLIGHTS = ['instantSetup', 'support', 'uptime', 'storage'] as const;

/** Marks where a value goes in a translated sentence, so the value can be set in its own element. */
const SLOT = '\u2063';

/** The landing page's opening: what we sell, the four promises, the starting price, two ways in. */
export function HeroSection() {
  const t = useT();
  // The support promise is the shop's one (its support hours, the contact page's too).
  const { hours } = useSupportContact();
  // The starting price is bold, wherever the language puts it in the sentence.
  const [introBefore, introAfter = ''] = t('landing.hero.intro', { price: SLOT, hours }).split(SLOT);
  return (
    <section className="relative isolate overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-10%] -z-10 size-[36rem] rounded-full bg-accent-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-48 left-[-10%] -z-10 size-[32rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3 py-1 text-xs font-semibold text-brand-700 shadow-card sm:text-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-success-600" />
            {t('landing.hero.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl xl:text-[3.5rem] xl:leading-[1.05]">
            {t('landing.hero.titleLead')}{' '}
            <span className="text-brand-600">{t('landing.hero.titleHighlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
            {introBefore}
            <strong className="font-semibold text-ink">{t('landing.hero.startingPrice')}</strong>
            {introAfter}
          </p>
          <ul className="mt-6 grid max-w-md grid-cols-2 gap-x-6 gap-y-2.5 text-sm font-medium text-ink">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-success-50 text-success-700 ring-1 ring-success-200">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {t(`landing.hero.highlights.${item}`, { hours })}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/servers">
                {t('landing.hero.deploy')}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/games">{t('landing.hero.browseGames')}</Link>
            </Button>
          </div>
        </div>
        <HeroConsole />
      </Container>
    </section>
  );
}
