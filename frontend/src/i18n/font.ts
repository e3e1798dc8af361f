import ethiopicFontUrl from '@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2?url';

/**
 * Noto Sans Ethiopic, self-hosted, only its Ethiopic subset (about 130 KB): declared for Ethiopic
 * code points alone, so English pages never download it, and first in the font stack
 * (styles/index.css), so Amharic renders the same on every system. When Amharic is chosen the
 * file is preloaded, so text does not reflow when it arrives.
 */
export const ETHIOPIC_FONT_FAMILY = 'Abay Ethiopic';
const UNICODE_RANGE = 'U+1200-1399, U+2D80-2DDE, U+AB01-AB2E, U+1E7E0-1E7FE';

/** The font's @font-face rule (a prerendered page has it in its head already: build/prerender.ts). */
export function ethiopicFontFace(): string {
  return `@font-face{font-family:'${ETHIOPIC_FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${ethiopicFontUrl}) format('woff2-variations');unicode-range:${UNICODE_RANGE};}`;
}

/** The preload of the font file, as the head of a prerendered Amharic page has it. */
export function ethiopicFontPreload(): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${ethiopicFontUrl}" data-font="ethiopic">`;
}

export function declareEthiopicFont(doc: Document = document): void {
  if (doc.head.querySelector('style[data-font="ethiopic"]')) return;
  const style = doc.createElement('style');
  style.dataset.font = 'ethiopic';
  style.textContent = ethiopicFontFace();
  doc.head.append(style);
}

export function preloadEthiopicFont(doc: Document = document): void {
  if (doc.head.querySelector('link[data-font="ethiopic"]')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = ethiopicFontUrl;
  link.dataset.font = 'ethiopic';
  doc.head.append(link);
}
