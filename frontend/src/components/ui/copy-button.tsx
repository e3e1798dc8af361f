import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** The visible word (default 'Copy', in the current language). */
  label?: string;
  /** Extra words for screen readers only, e.g. 'account number' → 'Copy account number'. */
  srContext?: string;
  /** Shown (and announced) after a successful copy (default 'Copied!'). */
  copiedLabel?: string;
  /** How long the confirmation stays, in ms (the spec's 2 seconds by default). */
  duration?: number;
  /** Hide the words visually (they stay the accessible name). */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: Exclude<ButtonSize, 'icon'>;
  onCopied?: () => void;
  className?: string;
};

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through: non-secure origin or permission refused
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Copies `value`, then shows a check and 'Copied!' for `duration` ms; the change is announced (aria-live). */
export function CopyButton({
  value,
  label,
  srContext,
  copiedLabel,
  duration = 2000,
  iconOnly = false,
  variant = 'outline',
  size = 'sm',
  onCopied,
  className,
}: CopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const ok = await writeClipboard(value);
    setState(ok ? 'copied' : 'failed');
    if (ok) onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), duration);
  }

  const copied = state === 'copied';
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={copy}
      className={clsx(
        buttonClasses({ variant, size }),
        iconOnly && (size === 'sm' ? 'w-8 px-0' : 'w-10 px-0'),
        className,
      )}
    >
      <Icon className={clsx('size-4', copied && 'text-success-700')} aria-hidden="true" />
      <span aria-live="polite" className={clsx(iconOnly && 'sr-only')}>
        {copied ? (
          (copiedLabel ?? t('common.copy.copied'))
        ) : state === 'failed' ? (
          t('common.copy.failed')
        ) : (
          <>
            {label ?? t('common.copy.copy')}
            {srContext && (
              <>
                {' '}
                <span className="sr-only">{srContext}</span>
              </>
            )}
          </>
        )}
      </span>
    </button>
  );
}
