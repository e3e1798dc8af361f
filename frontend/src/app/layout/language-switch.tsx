import { clsx } from 'clsx';
import { useUpdateMeMutation } from '../../api';
import { selectIsLoggedIn } from '../../features/auth';
import { changeLocale, LOCALE_NAMES, SUPPORTED_LOCALES, useLocale, useT, type Locale } from '../../i18n';
import { useAppSelector } from '../hooks';

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
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
