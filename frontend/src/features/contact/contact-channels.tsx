import { supportHoursParts } from '@shop/domain/support-contact';
import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui';
import { useT } from '../../i18n';
import { useSupportContact } from '../../lib/use-support-contact';

function ChannelCard({
  icon: Icon,
  title,
  link,
  text,
}: {
  icon: LucideIcon;
  title: string;
  link: ReactNode;
  text: string;
}) {
  return (
    <Card className="flex h-full gap-4 p-5 sm:p-6">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-brand-600 text-white shadow-card">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-lg font-semibold break-words">{link}</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</p>
      </div>
    </Card>
  );
}

const linkClasses =
  'focus-ring rounded-sm text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** The e-mail and chat cards: where to write and where to chat. */
export function ContactChannels() {
  const t = useT();
  // The configured contacts (SUPPORT_EMAIL, where the form's messages go; SUPPORT_TELEGRAM;
  // SUPPORT_PHONE when set) and the hours the team answers (SUPPORT_HOURS).
  const { email, telegram, phone, hours } = useSupportContact();
  return (
    <section aria-label={t('contact.channels.label')} className="grid gap-4 md:grid-cols-2 md:gap-6">
      <ChannelCard
        icon={Mail}
        title={t('contact.channels.email.title')}
        text={t('contact.channels.email.text')}
        link={
          <a href={`mailto:${email}`} className={linkClasses}>
            {email}
          </a>
        }
      />
      <ChannelCard
        icon={MessageCircle}
        title={t('contact.channels.chat.title')}
        text={t('contact.channels.chat.text', { hours, ...supportHoursParts(hours) })}
        link={
          <a href={telegram.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {telegram.handle}
            <span className="sr-only"> {t('contact.channels.chat.opensApp')}</span>
          </a>
        }
      />
      {phone !== undefined && (
        <ChannelCard
          icon={Phone}
          title={t('contact.channels.phone.title')}
          text={t('contact.channels.phone.text')}
          link={
            <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className={linkClasses}>
              {phone}
            </a>
          }
        />
      )}
    </section>
  );
}
