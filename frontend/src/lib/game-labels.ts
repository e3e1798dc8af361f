import { formatGb, type GameType } from '@shop/domain';
import { i18n, type useT } from '../i18n';

/** The translate function of `useT()`. */
export type Translate = ReturnType<typeof useT>;

/**
 * The language now spoken, for a caller that has no `t` of its own. Components pass their `useT()`
 * function instead, so they re-render when the language changes.
 */
const currentT: Translate = i18n.getFixedT(null, 'translation');

/** 'Memory' or 'Slot': how a game is priced (per GB of memory or per player slot). */
export function gameTypeLabel(type: GameType, t: Translate = currentT): string {
  return type === 'memory' ? t('catalog.gameLabels.memory') : t('catalog.gameLabels.slot');
}

/**
 * The game's range: memory in GB ('2.0 GB – 16.0 GB', the API gives MB; units read the same in
 * every language) or player slots ('10 – 60 slots').
 */
export function gameRangeLabel(
  { type, minvalue, maxvalue }: { type: GameType; minvalue: number; maxvalue: number },
  t: Translate = currentT,
): string {
  return type === 'memory'
    ? `${formatGb(minvalue)} – ${formatGb(maxvalue)}`
    : t('catalog.gameLabels.slotRange', { min: minvalue, max: maxvalue });
}
