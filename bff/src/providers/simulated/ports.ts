/**
 * The port a simulated machine answers on: SSH on KVM, the game's usual server port on game
 * servers (every simulated machine has an address of its own, so the defaults never clash).
 */
import type { ProductFamily } from '../types.ts';

export const SSH_PORT = 22;
/** Source-engine games' port, for a game this table does not know. */
export const DEFAULT_GAME_PORT = 27015;

/** Keyed by the game's display name in lower case (MachineSpec.game). */
const GAME_PORTS: Readonly<Record<string, number>> = {
  minecraft: 25565,
  factorio: 34197,
  rust: 28015,
  valheim: 2456,
  '7 days to die': 26900,
  'conan exiles': 7777,
  satisfactory: 7777,
  terraria: 7777,
  unturned: 27015,
  'v rising': 9876,
  eco: 3000,
  craftopia: 6587,
  'frozen flame': 7777,
  "garry's mod": 27015,
  'sons of the forest': 8766,
};

export function defaultPort(family: ProductFamily, game: string | null): number {
  if (family === 'KVM') return SSH_PORT;
  return GAME_PORTS[(game ?? '').trim().toLowerCase()] ?? DEFAULT_GAME_PORT;
}
