import { Download, KeyRound } from 'lucide-react';
import { Button, CopyButton } from '../../../components/ui';
import { useT } from '../../../i18n';

export type RecoveryCodesPanelProps = {
  codes: string[];
  onDone: () => void;
};

/** A text file of the codes, offered for download (nothing leaves the browser). */
function downloadCodes(codes: string[]) {
  const blob = new Blob([`Abay Cloud recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'abay-cloud-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once (after turning on, or renewing): copy, download, then done. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const t = useT();
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h2 id="recovery-codes-title" className="flex items-center gap-2 font-semibold text-ink">
        <KeyRound className="size-5" aria-hidden="true" />
        {t('auth.twoFactor.recoveryTitle')}
      </h2>
      <p className="text-sm text-ink-muted">{t('auth.twoFactor.recoveryText')}</p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-control bg-surface-muted p-4 font-mono text-sm text-ink"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <CopyButton value={codes.join('\n')} label={t('auth.twoFactor.recoveryCopy')} />
        <Button type="button" variant="outline" size="sm" onClick={() => downloadCodes(codes)}>
          <Download className="size-4" aria-hidden="true" />
          {t('auth.twoFactor.recoveryDownload')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('auth.twoFactor.recoveryDone')}
        </Button>
      </div>
    </section>
  );
}
