import { formatGb, type GameType } from '@shop/domain';

type GameRange = { type: GameType; minvalue: number; maxvalue: number };

/** 'Memory' or 'Slot': how a game is priced (per GB of memory or per player slot). */
export function gameTypeLabel(type: GameType): 'Memory' | 'Slot' {
  return type === 'memory' ? 'Memory' : 'Slot';
}

/** The game's range: memory in GB ('2.0 GB – 16.0 GB', the API gives MB) or player slots ('10 – 60 slots'). */
export function gameRangeLabel({ type, minvalue, maxvalue }: GameRange): string {
  return type === 'memory'
    ? `${formatGb(minvalue)} – ${formatGb(maxvalue)}`
    : `${minvalue} – ${maxvalue} slots`;
}
