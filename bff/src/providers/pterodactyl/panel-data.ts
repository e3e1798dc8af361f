/**
 * Reading the panel's answers (Fractal's `{ object, attributes, relationships }` envelopes) into
 * the few fields the driver uses. An answer without them is a panel (or proxy) we do not
 * understand: a non-retriable ProviderError, since asking again gets the same answer.
 */
import { ProviderError } from '../types.ts';

type Attributes = Record<string, unknown>;

function unexpected(what: string, field: string): ProviderError {
  return new ProviderError(`Pterodactyl answered an unexpected ${what} (no ${field})`, { retriable: false });
}

export function attributesOf(body: unknown, what: string): Attributes {
  const attributes = (body as { attributes?: unknown } | null)?.attributes;
  if (typeof attributes !== 'object' || attributes === null) throw unexpected(what, 'attributes');
  return attributes as Attributes;
}

function integer(attributes: Attributes, field: string, what: string): number {
  const value = attributes[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw unexpected(what, field);
  return value;
}

function text(attributes: Attributes, field: string, what: string): string {
  const value = attributes[field];
  if (typeof value !== 'string' || value === '') throw unexpected(what, field);
  return value;
}

/** `relationships.<name>.data[].attributes`, as Fractal includes a list. */
function includedList(attributes: Attributes, name: string, what: string): Attributes[] {
  const relationships = attributes.relationships as Record<string, { data?: unknown }> | undefined;
  const data = relationships?.[name]?.data;
  if (!Array.isArray(data)) throw unexpected(what, `relationships.${name}`);
  return data.map((item) => attributesOf(item, what));
}

export function userIdOf(body: unknown): number {
  return integer(attributesOf(body, 'user'), 'id', 'user');
}

/** The first user of a list answer (`GET /api/application/users?filter[...]`), or null. */
export function firstUserIdOf(body: unknown): number | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw unexpected('user list', 'data');
  return data.length > 0 ? userIdOf(data[0]) : null;
}

export interface EggVariable {
  envVariable: string;
  defaultValue: string;
}

export interface EggDetails {
  dockerImage: string;
  startup: string;
  variables: EggVariable[];
}

/**
 * The egg's image, startup and variables. `docker_image` is deprecated but still sent (the first
 * of `docker_images`); the map is the fallback when it is empty.
 */
export function eggOf(body: unknown): EggDetails {
  const attributes = attributesOf(body, 'egg');
  const images = attributes.docker_images;
  const firstImage =
    typeof images === 'object' && images !== null
      ? Object.values(images).find((v) => typeof v === 'string')
      : undefined;
  const dockerImage =
    typeof attributes.docker_image === 'string' && attributes.docker_image !== ''
      ? attributes.docker_image
      : typeof firstImage === 'string'
        ? firstImage
        : '';
  if (!dockerImage) throw unexpected('egg', 'docker_image');
  const variables = includedList(attributes, 'variables', 'egg').map((variable) => ({
    envVariable: text(variable, 'env_variable', 'egg variable'),
    defaultValue: typeof variable.default_value === 'string' ? variable.default_value : '',
  }));
  return { dockerImage, startup: text(attributes, 'startup', 'egg'), variables };
}

/** What the driver keeps of a server (Machine.data). */
export interface ServerRef {
  serverId: number;
  uuid: string;
  identifier: string;
}

export function serverRefOf(body: unknown): ServerRef {
  const attributes = attributesOf(body, 'server');
  return {
    serverId: integer(attributes, 'id', 'server'),
    uuid: text(attributes, 'uuid', 'server'),
    identifier: text(attributes, 'identifier', 'server'),
  };
}

/**
 * The application API's `status`: null once installed, else 'installing', 'install_failed',
 * 'reinstall_failed', 'suspended' or 'restoring_backup' (v1.11).
 */
export function serverStatusOf(body: unknown): string | null {
  const status = attributesOf(body, 'server').status;
  return typeof status === 'string' ? status : null;
}

/** The client API's server view: its state flags and the default allocation. */
export interface ClientServerView {
  status: string | null;
  isSuspended: boolean;
  isInstalling: boolean;
  isTransferring: boolean;
  defaultAllocation: { ip: string; port: number } | null;
}

export function clientServerViewOf(body: unknown): ClientServerView {
  const attributes = attributesOf(body, 'client server');
  const allocations = includedList(attributes, 'allocations', 'client server');
  const chosen = allocations.find((allocation) => allocation.is_default === true);
  let defaultAllocation: ClientServerView['defaultAllocation'] = null;
  if (chosen) {
    // The alias is the name players use when the node sits behind NAT; the bare IP otherwise.
    const alias =
      typeof chosen.ip_alias === 'string' && chosen.ip_alias.trim() ? chosen.ip_alias.trim() : null;
    defaultAllocation = {
      ip: alias ?? text(chosen, 'ip', 'allocation'),
      port: integer(chosen, 'port', 'allocation'),
    };
  }
  return {
    status: typeof attributes.status === 'string' ? attributes.status : null,
    isSuspended: attributes.is_suspended === true,
    isInstalling: attributes.is_installing === true,
    isTransferring: attributes.is_transferring === true,
    defaultAllocation,
  };
}

/** `GET /api/client/servers/{id}/resources`: Wings' state and the uptime in milliseconds. */
export interface ClientStats {
  currentState: string;
  isSuspended: boolean;
  uptimeMs: number | null;
}

export function clientStatsOf(body: unknown): ClientStats {
  const attributes = attributesOf(body, 'resources');
  const resources = attributes.resources as { uptime?: unknown } | undefined;
  const uptime = resources?.uptime;
  return {
    currentState: text(attributes, 'current_state', 'resources'),
    isSuspended: attributes.is_suspended === true,
    uptimeMs: typeof uptime === 'number' && Number.isFinite(uptime) && uptime >= 0 ? uptime : null,
  };
}
