import { clsx } from 'clsx';
import { useId } from 'react';

/** The brand's two words: a name, the same in every language (GLOSSARY.md keeps brand names). */
const BRAND_WORDS = ['Abay', 'Cloud'] as const;

export type LogoProps = {
  /** 'inverse' on the dark footer. */
  tone?: 'default' | 'inverse';
  /** Hide the wordmark (mark only), e.g. in very tight spots. */
  markOnly?: boolean;
  className?: string;
};

/**
 * The Abay Cloud mark: a peak (the 'A' of Abay, the Ethiopian highlands) crossed by a wave
 * (the Blue Nile, Abay), on a deep indigo tile. The wordmark is real text, so it is the name
 * (the brand's, in every language; a link around the logo names its target, e.g. 'Abay Cloud home').
 */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 32 32"
      className={clsx('size-8 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#5f62ec" />
          <stop offset="1" stopColor="#23256b" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M9 24 16 8.5 23 24"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M6.5 19.5c1.6-1.5 3.2-1.5 4.8 0s3.2 1.5 4.8 0 3.2-1.5 4.8 0 3.2 1.5 4.8 0"
        fill="none"
        stroke="#67e8f9"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'default', markOnly = false, className }: LogoProps) {
  const inverse = tone === 'inverse';
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={clsx('text-lg leading-none font-bold tracking-tight', markOnly && 'sr-only')}>
        <span className={inverse ? 'text-white' : 'text-ink'}>{BRAND_WORDS[0]}</span>{' '}
        <span className={inverse ? 'text-accent-300' : 'text-brand-600'}>{BRAND_WORDS[1]}</span>
      </span>
    </span>
  );
}
