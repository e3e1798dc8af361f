import { BarChart3, Power, PowerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAffiliateToggleCodeMutation, type AffiliateCode } from '../../api';
import { Button, CopyButton } from '../../components/ui';
import { formatDisplayDate, useLocale, useT } from '../../i18n';
import { failureMessage, formatPercent } from './affiliate-display';
import { statsLink } from './affiliate-links';
import { CodeStatusBadge } from './code-status-badge';

/** How long 'Code copied to clipboard!' stays (spec 9). */
export const COPY_CONFIRMATION_MS = 3000;

export type CodeNoticeHandlers = {
  /** A toggle's server message (green). */
  onToggled: (message: string) => void;
  /** A toggle's failure: the server's message or the spec's fallback (red). */
  onFailed: (message: string) => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function ToggleButton({ code, onToggled, onFailed }: { code: AffiliateCode } & CodeNoticeHandlers) {
  const t = useT();
  const [toggle, { isLoading }] = useAffiliateToggleCodeMutation();
  async function run() {
    try {
      onToggled((await toggle({ code: code.code }).unwrap()).message);
    } catch (error) {
      onFailed(failureMessage(error, t('affiliate.banners.toggleFailed')));
    }
  }
  const Icon = code.isActive ? PowerOff : Power;
  return (
    <Button size="sm" variant="outline" loading={isLoading} onClick={() => void run()}>
      {!isLoading && <Icon className="size-4" aria-hidden="true" />}
      {code.isActive ? t('affiliate.codes.deactivate') : t('affiliate.codes.activate')}
      <span className="sr-only"> {code.code}</span>
    </Button>
  );
}

/**
 * One code on My Codes (spec 2.10): the code with its state, Copy ('Code copied to clipboard!' for
 * 3 seconds), Activate or Deactivate, View Stats, and its discount, kickback and creation date.
 */
export function CodeCard({ code, ...handlers }: { code: AffiliateCode } & CodeNoticeHandlers) {
  const t = useT();
  const locale = useLocale();
  const stats = statsLink(code.code);
  return (
    <article
      aria-label={code.code}
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h2 className="font-mono text-xl font-bold tracking-wider break-all text-ink sm:text-2xl">
            {code.code}
          </h2>
          <CodeStatusBadge isActive={code.isActive} />
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            value={code.code}
            label={t('affiliate.codes.copy')}
            srContext={code.code}
            copiedLabel={t('affiliate.codes.copied')}
            duration={COPY_CONFIRMATION_MS}
          />
          <ToggleButton code={code} {...handlers} />
          <Button asChild size="sm" variant="outline">
            <Link to={stats.to} state={stats.state}>
              <BarChart3 className="size-4" aria-hidden="true" />
              {t('affiliate.codes.viewStats')}
              <span className="sr-only"> {code.code}</span>
            </Link>
          </Button>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-4 text-sm sm:grid-cols-3">
        <Fact label={t('affiliate.codes.discount')}>{formatPercent(code.discount, locale)}</Fact>
        <Fact label={t('affiliate.codes.kickback')}>{formatPercent(code.affiliateKickback, locale)}</Fact>
        <Fact label={t('affiliate.codes.created')}>{formatDisplayDate(code.createdAt, locale)}</Fact>
      </dl>
    </article>
  );
}
