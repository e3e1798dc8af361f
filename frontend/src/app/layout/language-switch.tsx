import { clsx } from 'clsx';
import { useUpdateMeMutation } from '../../api';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { changeLocale, LOCALE_NAMES, SUPPORTED_LOCALES, useLocale, useT, type Locale } from '../../i18n';

/** The short names the desktop bar shows below 1280 px, where the header is crowded. */
const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', am: 'አማ' };
import { useAppSelector } from '../../store/hooks';

export type LanguageSwitchProps = {
  /** 'bar' in the desktop header; 'menu' spans the phone sheet's width. */
  look: 'bar' | 'menu';
};

/**
 * English / አማርኛ: each language named in itself, the current one pressed. The choice is
 * remembered in this browser (and on the account when signed in).
 */
export function LanguageSwitch({ look }: LanguageSwitchProps) {
  const t = useT();
  const current = useLocale();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [updateMe] = useUpdateMeMutation();
  const choose = (locale: Locale) => {
    if (locale === current) return;
    void changeLocale(locale);
    // The account's e-mails follow too; the switch works the same if this call fails.
    if (isLoggedIn) void updateMe({ updateMeRequest: { locale } });
  };

  return (
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={clsx(
        'inline-flex rounded-control border border-line bg-surface-muted p-0.5',
        look === 'menu' && 'w-full',
      )}
    >
      {SUPPORTED_LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
          className={clsx(
            'focus-ring rounded-[calc(var(--radius-control)-2px)] px-2.5 py-1 text-sm font-medium transition-colors',
            look === 'menu' && 'flex-1 py-2',
            locale === current ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {look === 'bar' ? (
            <>
              <span className="xl:hidden" aria-hidden="true">
                {SHORT_NAMES[locale]}
              </span>
              <span className="sr-only xl:not-sr-only">{LOCALE_NAMES[locale]}</span>
            </>
          ) : (
            LOCALE_NAMES[locale]
          )}
        </button>
      ))}
    </div>
  );
}
