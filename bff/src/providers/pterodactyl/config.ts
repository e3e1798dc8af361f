/**
 * The Pterodactyl driver's settings, read from the environment. Problems name the variable and
 * never echo a key's value (an operator pastes keys into logs when asking for help).
 */

/** An egg on the panel: `nest:egg` ids. */
export interface EggRef {
  nest: number;
  egg: number;
}

export interface PterodactylConfig {
  /** The panel's base URL without a trailing slash, e.g. 'https://panel.example.com'. */
  url: string;
  /** Application API key (`ptla_...`). */
  appKey: string;
  /** Client API key of a root admin (`ptlc_...`): it reaches every server's client routes. */
  clientKey: string;
  /** The location servers are deployed to (`deploy.locations`). */
  locationId: number;
  /** Eggs by the game's exact display name (MachineSpec.game). */
  eggs: ReadonlyMap<string, EggRef>;
  /** The `*` entry: the egg for every game not listed; null when there is none. */
  defaultEgg: EggRef | null;
}

const APP_KEY_PREFIX = 'ptla_';
const CLIENT_KEY_PREFIX = 'ptlc_';
const KEY_BODY = /^[A-Za-z0-9]+$/;
const EGG_REF = /^(\d+):(\d+)$/;

function parseUrl(raw: string | undefined, problems: string[]): string | undefined {
  const value = raw?.trim();
  if (!value) {
    problems.push('PTERODACTYL_URL is not set (the panel address, e.g. https://panel.example.com)');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push('PTERODACTYL_URL is not a URL (expected e.g. https://panel.example.com)');
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push('PTERODACTYL_URL must start with http:// or https://');
    return undefined;
  }
  if (url.search || url.hash || url.username || url.password) {
    problems.push('PTERODACTYL_URL must be a plain base URL (no query, fragment or credentials)');
    return undefined;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseKey(
  name: string,
  raw: string | undefined,
  expected: { prefix: string; kind: string },
  other: { prefix: string; kind: string },
  problems: string[],
): string | undefined {
  const value = raw?.trim();
  if (!value) {
    problems.push(`${name} is not set (a Pterodactyl ${expected.kind} key, ${expected.prefix}...)`);
    return undefined;
  }
  if (value.startsWith(other.prefix)) {
    problems.push(
      `${name} holds a ${other.kind} key (${other.prefix}...); it needs a ${expected.kind} key (${expected.prefix}...)`,
    );
    return undefined;
  }
  if (!value.startsWith(expected.prefix) || !KEY_BODY.test(value.slice(expected.prefix.length))) {
    problems.push(
      `${name} is not a Pterodactyl ${expected.kind} key (${expected.prefix} followed by letters and digits)`,
    );
    return undefined;
  }
  return value;
}

function parseLocation(raw: string | undefined, problems: string[]): number | undefined {
  const value = raw?.trim();
  if (!value) {
    problems.push('PTERODACTYL_LOCATION is not set (the id of the panel location servers are deployed to)');
    return undefined;
  }
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    problems.push('PTERODACTYL_LOCATION must be a positive integer (a location id)');
    return undefined;
  }
  return id;
}

function parseEggRef(text: string): EggRef | null {
  const match = EGG_REF.exec(text.trim());
  if (!match) return null;
  const nest = Number(match[1]);
  const egg = Number(match[2]);
  return nest >= 1 && egg >= 1 && Number.isSafeInteger(nest) && Number.isSafeInteger(egg)
    ? { nest, egg }
    : null;
}

/**
 * `Minecraft=1:3, Rust=4:14, *=1:5`: the game's display name, '=', nest id ':' egg id. The name is
 * everything before the last '=' (names may hold spaces); `*` is the egg for every other game.
 */
function parseEggs(
  raw: string | undefined,
  problems: string[],
): { eggs: Map<string, EggRef>; defaultEgg: EggRef | null } | undefined {
  const value = raw?.trim();
  if (!value) {
    problems.push('PTERODACTYL_EGGS is not set (e.g. "Minecraft=1:3,*=1:5": game=nest:egg pairs)');
    return undefined;
  }
  const eggs = new Map<string, EggRef>();
  let defaultEgg: EggRef | null = null;
  const before = problems.length;
  for (const entry of value.split(',')) {
    const pair = entry.trim();
    if (!pair) {
      problems.push('PTERODACTYL_EGGS has an empty entry (two commas in a row, or a trailing comma)');
      continue;
    }
    const at = pair.lastIndexOf('=');
    const game = at > 0 ? pair.slice(0, at).trim() : '';
    const ref = at > 0 ? parseEggRef(pair.slice(at + 1)) : null;
    if (!game || !ref) {
      problems.push(`PTERODACTYL_EGGS entry "${pair}" is not "game=nest:egg" with positive integer ids`);
      continue;
    }
    if (game === '*' ? defaultEgg !== null : eggs.has(game)) {
      problems.push(`PTERODACTYL_EGGS names "${game}" twice`);
      continue;
    }
    if (game === '*') defaultEgg = ref;
    else eggs.set(game, ref);
  }
  return problems.length === before ? { eggs, defaultEgg } : undefined;
}

export function parsePterodactylConfig(env: NodeJS.ProcessEnv): {
  value: PterodactylConfig | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const app = { prefix: APP_KEY_PREFIX, kind: 'application' };
  const client = { prefix: CLIENT_KEY_PREFIX, kind: 'client' };
  const url = parseUrl(env.PTERODACTYL_URL, problems);
  const appKey = parseKey('PTERODACTYL_APP_KEY', env.PTERODACTYL_APP_KEY, app, client, problems);
  const clientKey = parseKey('PTERODACTYL_CLIENT_KEY', env.PTERODACTYL_CLIENT_KEY, client, app, problems);
  const locationId = parseLocation(env.PTERODACTYL_LOCATION, problems);
  const eggs = parseEggs(env.PTERODACTYL_EGGS, problems);
  if (
    problems.length > 0 ||
    url === undefined ||
    appKey === undefined ||
    clientKey === undefined ||
    locationId === undefined ||
    eggs === undefined
  ) {
    return { value: undefined, problems };
  }
  return { value: { url, appKey, clientKey, locationId, ...eggs }, problems };
}

/** The egg for a game: its own entry, else `*`, else null. */
export function eggForGame(
  config: Pick<PterodactylConfig, 'eggs' | 'defaultEgg'>,
  game: string,
): EggRef | null {
  return config.eggs.get(game) ?? config.defaultEgg;
}
