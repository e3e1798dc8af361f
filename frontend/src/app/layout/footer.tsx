import { Link } from 'react-router-dom';
import { Logo } from '../../components/layout';
import { SellerRegistration } from '../../components/seller-registration';
import { Container } from '../../components/ui/container';
import { useT } from '../../i18n';
import { VatSwitch } from './vat-switch';

const linkClass =
  'focus-ring-inverse rounded-sm text-sm text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline';

/** The site footer on deep navy: brand blurb, the spec's three links, the VAT switch, credit and copyright. */
export function Footer() {
  const t = useT();
  // A string, so the message does not group it as a number ('2,026').
  const year = String(new Date().getFullYear());
  return (
    <footer className="bg-surface-inverse text-brand-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:py-14">
        <div className="max-w-sm">
          <Logo tone="inverse" />
          <p className="mt-4 text-sm leading-relaxed text-brand-200">{t('layout.footer.blurb')}</p>
        </div>
        <nav aria-label={t('layout.footer.label')}>
          <h2 className="text-xs font-semibold tracking-wider text-white uppercase">
            {t('layout.footer.company')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/tos" className={linkClass}>
                {t('layout.footer.terms')}
              </Link>
            </li>
            <li>
              {/* The spec gives Privacy Policy no target; a shop that keeps names and phone numbers
                  publishes its policy (issue 27 item 9). */}
              <Link to="/privacy" className={linkClass}>
                {t('layout.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('layout.footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-xs font-semibold tracking-wider text-white uppercase">
            {t('layout.footer.pricing')}
          </h2>
          <div className="mt-4">
            <VatSwitch />
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{t('layout.footer.copyright', { year })}</p>
            <SellerRegistration className="mt-1 text-brand-200" />
          </div>
          <p>{t('layout.footer.credit')}</p>
        </Container>
      </div>
    </footer>
  );
}
