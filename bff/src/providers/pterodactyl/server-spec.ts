/**
 * From our MachineSpec to the panel's request bodies: the panel user and the server. Pure
 * functions, so every rule here is tested without HTTP.
 */
import type { Json } from '@shop/db';
import type { MachineSpec } from '../types.ts';
import type { EggVariable } from './panel-data.ts';

/** The panel's limit on names (`between:1,191`), counted in characters as PHP's mb_strlen does. */
export const PANEL_NAME_MAX = 191;
/** Disk when the product names none: 10 GiB, enough for a modest game world and its backups. */
export const DEFAULT_DISK_MB = 10_240;
/** Block IO weight (the panel accepts 10-1000); 500 is the panel's own default. */
export const IO_WEIGHT = 500;
/** The panel's CPU limit is in percent of one thread: 100 per core; 0 means unlimited. */
export const CPU_PERCENT_PER_CORE = 100;

const characters = (text: string): string[] => Array.from(text);
const clip = (text: string, max: number): string => characters(text).slice(0, max).join('');

/** 8 letters and digits of the owner's id: a stable suffix that tells two customers apart. */
function ownerTag(ownerId: string): string {
  const tag = ownerId
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 8);
  return tag || '0';
}

/**
 * A username the panel accepts: lower case, `[a-z0-9_.-]`, starting and ending with a letter or a
 * digit, at least 3 and at most 191 characters (the panel's Username rule,
 * `/^[a-z0-9]([\w.-]+)[a-z0-9]$/`). Accents are dropped, other characters become '-'; a name
 * with nothing usable left (e.g. written in Ethiopic) becomes `customer-<owner tag>`.
 * `withOwnerTag` appends the owner tag: the second try when the plain name is taken on the panel.
 */
export function panelUsername(owner: MachineSpec['owner'], withOwnerTag = false): string {
  const tag = ownerTag(owner.id);
  const cleaned = owner.username
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/-{2,}/g, '-');
  const trim = (text: string) => text.replace(/^[^a-z0-9]+/, '').replace(/[^a-z0-9]+$/, '');
  const base = trim(cleaned);
  if (base.length < 3) return `customer-${tag}`;
  if (!withOwnerTag) return trim(base.slice(0, PANEL_NAME_MAX));
  const room = PANEL_NAME_MAX - tag.length - 1;
  return `${trim(base.slice(0, room))}-${tag}`;
}

/** The body of `POST /api/application/users`. Names are never empty (the panel requires 1-191). */
export function panelUserBody(owner: MachineSpec['owner'], username: string): Json {
  const displayName = clip(owner.username.trim(), PANEL_NAME_MAX);
  return {
    email: owner.email,
    username,
    first_name: displayName || username,
    last_name: 'Customer',
    external_id: owner.id,
  };
}

/** Preferred names of the game-version variable, before the generic `*_VERSION` rule. */
const VERSION_VARIABLES = ['MINECRAFT_VERSION', 'MC_VERSION', 'VERSION', 'GAME_VERSION', 'SERVER_VERSION'];

/**
 * The egg variable that holds the game version: the first of MINECRAFT_VERSION, MC_VERSION,
 * VERSION, GAME_VERSION, SERVER_VERSION the egg has, else the egg's first variable ending in
 * `_VERSION`. The order matters for eggs with two (Forge has MC_VERSION and FORGE_VERSION: the
 * shop sells the Minecraft version). Null when the egg has none.
 */
export function versionVariable(variables: EggVariable[]): string | null {
  const names = variables.map((variable) => variable.envVariable);
  return (
    VERSION_VARIABLES.find((name) => names.includes(name)) ??
    names.find((name) => name.endsWith('_VERSION')) ??
    null
  );
}

/**
 * The egg variable that caps players: MAX_PLAYERS, else the first ending in `MAX_PLAYERS` or
 * `MAXPLAYERS` (e.g. SERVER_MAXPLAYERS), else SLOTS / MAX_SLOTS. Null when the egg has none.
 */
export function slotsVariable(variables: EggVariable[]): string | null {
  const names = variables.map((variable) => variable.envVariable);
  if (names.includes('MAX_PLAYERS')) return 'MAX_PLAYERS';
  return (
    names.find((name) => /(^|_)MAX_?PLAYERS$/.test(name)) ??
    names.find((name) => name === 'SLOTS' || name === 'MAX_SLOTS') ??
    null
  );
}

/**
 * Every egg variable with its default (the panel applies no defaults on creation: a required
 * variable left out fails validation), then the version and the slots where the egg has a
 * variable for them. Memory is never derived from slots here: the caller did that already.
 */
export function serverEnvironment(
  variables: EggVariable[],
  spec: Pick<MachineSpec, 'version' | 'slots'>,
): { environment: Record<string, string>; versionVariable: string | null; slotsVariable: string | null } {
  const environment: Record<string, string> = {};
  for (const variable of variables) environment[variable.envVariable] = variable.defaultValue;
  const version = spec.version ? versionVariable(variables) : null;
  if (version && spec.version) environment[version] = spec.version;
  const slots = spec.slots !== null ? slotsVariable(variables) : null;
  if (slots && spec.slots !== null) environment[slots] = String(spec.slots);
  return { environment, versionVariable: version, slotsVariable: slots };
}

/** `limits` of the server: memory as ordered, no swap, disk or 10 GiB, 100% CPU per core. */
export function serverLimits(spec: Pick<MachineSpec, 'memoryMb' | 'diskMb' | 'cores'>, memoryMb: number) {
  return {
    memory: memoryMb,
    swap: 0,
    disk: spec.diskMb ?? DEFAULT_DISK_MB,
    io: IO_WEIGHT,
    cpu: spec.cores && spec.cores > 0 ? spec.cores * CPU_PERCENT_PER_CORE : 0,
  };
}
