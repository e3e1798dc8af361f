import { kvmLineLabel } from '@shop/domain';
import type { Translate } from './game-labels';

/**
 * A KVM line's tab label in the language now spoken: 'Packages' and 'IPv6 Only' are words, the
 * other lines are product names (Intel Xeon, Ryzen) and read the same in every language.
 */
export function lineLabel(line: string, t: Translate): string {
  if (line === '2025sale') return t('catalog.lines.packages');
  if (line === 'ipv6onlygen1') return t('catalog.lines.ipv6Only');
  return kvmLineLabel(line);
}

/** '4 TB': a plan's monthly traffic (the unit reads the same in every language). */
export function formatTraffic(tb: number): string {
  return `${tb} TB`;
}
