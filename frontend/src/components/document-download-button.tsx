import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { currentLocale, useT } from '../i18n';
import { downloadDocument } from '../lib/document-download';
import { useAppSelector } from '../store/hooks';
import { selectToken } from '../store/auth-slice';
import { Button, type ButtonProps } from './ui';

/**
 * A button that downloads a document of the API (an invoice, a credit note, the month's CSV) with
 * the signed-in user's token; while it loads it says so, and a refusal shows the server's message
 * below it.
 */
export function DocumentDownloadButton({
  path,
  fileName,
  children,
  size = 'sm',
  variant = 'outline',
  fullWidth,
}: {
  path: string;
  /** The name to save under when the server names none. */
  fileName: string;
  children: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>) {
  const t = useT();
  const token = useAppSelector(selectToken);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(path, {
        token,
        locale: currentLocale(),
        fallbackName: fileName,
        failed: t('common.download.failed'),
      });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        loading={busy}
        onClick={() => void download()}
      >
        {!busy && <Download className="size-4" aria-hidden="true" />}
        {children}
      </Button>
      {error && (
        <span role="alert" className="max-w-56 text-right text-xs text-danger-700">
          {error}
        </span>
      )}
    </span>
  );
}
