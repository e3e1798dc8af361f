import { LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton, Dialog, DialogContent, DialogIcon, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { transferReason } from '../../lib/payment-data';
import { useSupportContact } from '../../lib/use-support-contact';

export type SupportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order the customer needs help with; its number is ready to copy and in the mail's subject. */
  orderId?: string;
};

/**
 * 'Contact Support' on the payment page: the shop's contacts (the configured e-mail, Telegram and,
 * when the shop has one, phone; domain's defaults while they load) with the order number ready to
 * copy, so the customer can say at once which order they mean.
 */
export function SupportDialog({ open, onOpenChange, orderId }: SupportDialogProps) {
  const t = useT();
  const contacts = useSupportContact({ skip: !open });
  const reference = orderId === undefined ? undefined : transferReason(orderId);
  const subject =
    reference === undefined
      ? ''
      : `?subject=${encodeURIComponent(t('payment.support.subject', { reference }))}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('payment.support.title')}
        description={t('payment.support.text')}
        icon={
          <DialogIcon>
            <LifeBuoy />
          </DialogIcon>
        }
      >
        {reference !== undefined && (
          <div className="flex items-center justify-between gap-3 rounded-control border border-line bg-surface-muted py-2 pr-2 pl-3">
            <div className="min-w-0">
              <p className="text-xs font-medium text-ink-subtle">{t('payment.support.orderNumber')}</p>
              <p className="font-mono text-base font-semibold break-all text-ink">{reference}</p>
            </div>
            <CopyButton
              value={reference}
              srContext={t('payment.support.orderNumberContext')}
              className="shrink-0"
            />
          </div>
        )}
        <ul className="mt-4 flex flex-col gap-3">
          <Channel icon={<Mail />} label={t('payment.support.email')}>
            <a href={`mailto:${contacts.email}${subject}`}>{contacts.email}</a>
          </Channel>
          <Channel icon={<MessageCircle />} label={t('payment.support.telegram')}>
            <a href={contacts.telegram.url} target="_blank" rel="noreferrer">
              {contacts.telegram.handle}
            </a>
          </Channel>
          {contacts.phone !== undefined && (
            <Channel icon={<Phone />} label={t('payment.support.phone')}>
              <a href={`tel:${contacts.phone.replace(/[^+0-9]/g, '')}`}>{contacts.phone}</a>
            </Channel>
          )}
        </ul>
        <p className="mt-4 text-sm text-ink-muted">
          <TextLink asChild>
            <Link to="/contact">{t('payment.support.contactPage')}</Link>
          </TextLink>
        </p>
      </DialogContent>
    </Dialog>
  );
}

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700 [&>svg]:size-4"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-ink-subtle">{label}</span>
        <TextLink asChild className="break-all">
          {children}
        </TextLink>
      </span>
    </li>
  );
}
