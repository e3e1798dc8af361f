/**
 * The Proxmox VE driver's configuration, from the environment:
 *
 * | variable              | required | meaning                                                              |
 * |-----------------------|----------|----------------------------------------------------------------------|
 * | PROXMOX_URL           | yes      | scheme, host and port, e.g. https://pve.example.et:8006 (http allowed).   |
 * |                       |          | A trailing slash or a trailing /api2/json (pasted from the API docs) is   |
 * |                       |          | dropped; any other path, a query, a fragment or credentials is a problem. |
 * | PROXMOX_TOKEN_ID      | yes      | `user@realm!tokenid`, e.g. `shop@pve!provisioning`                   |
 * | PROXMOX_TOKEN_SECRET  | yes      | the token's secret (never part of a problem text or a log line)      |
 * | PROXMOX_NODE          | yes      | the node VMs are created on, e.g. `pve`                              |
 * | PROXMOX_STORAGE       | yes      | the storage full clones are written to, e.g. `local-lvm`             |
 * | PROXMOX_BRIDGE        | no       | the bridge of net0; default `vmbr0` (Proxmox's default bridge)      |
 * | PROXMOX_TEMPLATES     | yes      | `Ubuntu 22.04=9000,Debian 12=9001,*=9002`: OS display name=template vmid,   |
 * |                       |          | `*` for every other OS; vmids are integers >= 100; names hold no comma   |
 * | PROXMOX_IP_POOL       | yes      | `first-last` IPv4 range handed to VMs, e.g. 203.0.113.10-203.0.113.200   |
 * | PROXMOX_GATEWAY       | yes      | IPv4 gateway; inside the pool's subnet, outside the pool              |
 * | PROXMOX_PREFIX        | yes      | subnet prefix length 1-32, e.g. 24                                   |
 * | PROXMOX_TLS_INSECURE  | no       | true/false/1/0 (default false): accept a self-signed certificate      |
 *
 * Every variable is validated at once; each missing or malformed one gives a problem that names it.
 * `isProxmoxConfigured(env)` tells whether the operator set any of them (so a deployment without
 * Proxmox need not parse them at all).
 */
import { ipInRange, ipv4ToNumber, isIpv4 } from '../ip-pool.ts';

export interface ProxmoxTemplate {
  /** The OS display name as the catalog shows it (e.g. 'Ubuntu 22.04'). */
  os: string;
  vmid: number;
}

export interface ProxmoxConfig {
  /** Scheme, host and port, no trailing slash: the API lives at `${url}/api2/json`. */
  url: string;
  /** `user@realm!tokenid`. */
  tokenId: string;
  /** Non-enumerable, so JSON.stringify, pino and util.inspect of the config leave it out. */
  tokenSecret: string;
  node: string;
  storage: string;
  bridge: string;
  /** Templates by exact OS display name, in the order given. */
  templates: ProxmoxTemplate[];
  /** The `*` template, for any OS not listed; null when there is none. */
  fallbackTemplate: number | null;
  ipPool: { first: string; last: string };
  gateway: string;
  prefix: number;
  tlsInsecure: boolean;
}

export const DEFAULT_PROXMOX_BRIDGE = 'vmbr0';

const VARIABLES = [
  'PROXMOX_URL',
  'PROXMOX_TOKEN_ID',
  'PROXMOX_TOKEN_SECRET',
  'PROXMOX_NODE',
  'PROXMOX_STORAGE',
  'PROXMOX_BRIDGE',
  'PROXMOX_TEMPLATES',
  'PROXMOX_IP_POOL',
  'PROXMOX_GATEWAY',
  'PROXMOX_PREFIX',
  'PROXMOX_TLS_INSECURE',
] as const;

/** Whether any PROXMOX_* variable is set (non-empty). */
export function isProxmoxConfigured(env: NodeJS.ProcessEnv): boolean {
  return VARIABLES.some((name) => (env[name] ?? '').trim() !== '');
}

// Proxmox's own formats: pve-userid `name@realm`, pve-tokenid `[A-Za-z][A-Za-z0-9._-]+`,
// pve-node a host name, pve-storage-id `[a-z][a-z0-9._-]*[a-z0-9]`, pve-vmid 100..999999999.
const TOKEN_ID = /^[^\s:/@!]+@[A-Za-z][A-Za-z0-9._-]+![A-Za-z][A-Za-z0-9._-]+$/;
const NODE = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const STORAGE = /^[a-z][a-z0-9._-]*[a-z0-9]$/;
const BRIDGE = /^[A-Za-z][A-Za-z0-9._-]{0,14}$/;
const VMID_MIN = 100;
const VMID_MAX = 999_999_999;

type Problems = string[];

function required(env: NodeJS.ProcessEnv, name: string, problems: Problems): string | undefined {
  const value = (env[name] ?? '').trim();
  if (value === '') {
    problems.push(`${name} is required`);
    return undefined;
  }
  return value;
}

function parseUrl(raw: string, problems: Problems): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('PROXMOX_URL must be a URL such as https://pve.example.et:8006');
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push('PROXMOX_URL must start with https:// or http://');
    return undefined;
  }
  if (url.username || url.password) {
    problems.push('PROXMOX_URL must not carry credentials (use PROXMOX_TOKEN_ID and PROXMOX_TOKEN_SECRET)');
    return undefined;
  }
  if (url.search || url.hash) {
    problems.push('PROXMOX_URL must not have a query or a fragment');
    return undefined;
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api2\/json$/, '');
  if (path !== '') {
    problems.push('PROXMOX_URL must be the scheme, host and port only (e.g. https://pve.example.et:8006)');
    return undefined;
  }
  return url.origin;
}

function parseTemplates(
  raw: string,
  problems: Problems,
): { templates: ProxmoxTemplate[]; fallback: number | null } | undefined {
  const templates: ProxmoxTemplate[] = [];
  let fallback: number | null = null;
  const before = problems.length;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const at = entry.lastIndexOf('=');
    const os = at < 0 ? '' : entry.slice(0, at).trim();
    const vmidText = at < 0 ? '' : entry.slice(at + 1).trim();
    if (os === '' || vmidText === '') {
      problems.push(`PROXMOX_TEMPLATES entry '${entry}' must be 'OS name=template vmid' (or '*=vmid')`);
      continue;
    }
    const vmid = Number(vmidText);
    if (!/^\d+$/.test(vmidText) || vmid < VMID_MIN || vmid > VMID_MAX) {
      problems.push(`PROXMOX_TEMPLATES entry '${entry}': the vmid must be an integer from ${VMID_MIN}`);
      continue;
    }
    if (os === '*') {
      if (fallback !== null) problems.push("PROXMOX_TEMPLATES names '*' twice");
      fallback = vmid;
    } else if (templates.some((t) => t.os === os)) {
      problems.push(`PROXMOX_TEMPLATES names '${os}' twice`);
    } else {
      templates.push({ os, vmid });
    }
  }
  return problems.length === before ? { templates, fallback } : undefined;
}

function parsePool(raw: string, problems: Problems): { first: string; last: string } | undefined {
  const parts = raw.split('-').map((p) => p.trim());
  if (parts.length !== 2 || !isIpv4(parts[0]!) || !isIpv4(parts[1]!)) {
    problems.push('PROXMOX_IP_POOL must be an IPv4 range first-last, e.g. 203.0.113.10-203.0.113.200');
    return undefined;
  }
  const [first, last] = parts as [string, string];
  if (ipv4ToNumber(first) > ipv4ToNumber(last)) {
    problems.push(`PROXMOX_IP_POOL starts after it ends (${first} > ${last})`);
    return undefined;
  }
  return { first, last };
}

function parsePrefix(raw: string, problems: Problems): number | undefined {
  const prefix = Number(raw);
  if (!/^\d+$/.test(raw) || prefix < 1 || prefix > 32) {
    problems.push('PROXMOX_PREFIX must be an integer from 1 to 32 (e.g. 24)');
    return undefined;
  }
  return prefix;
}

function parseBoolean(env: NodeJS.ProcessEnv, name: string, problems: Problems): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  problems.push(`${name} must be true, false, 1 or 0`);
  return false;
}

function subnetOf(ip: string, prefix: number): number {
  return Math.floor(ipv4ToNumber(ip) / 2 ** (32 - prefix));
}

/** The pool must sit in the gateway's subnet and must not contain the gateway. */
function checkNetwork(
  pool: { first: string; last: string },
  gateway: string,
  prefix: number,
  problems: Problems,
): void {
  const net = subnetOf(gateway, prefix);
  if (subnetOf(pool.first, prefix) !== net || subnetOf(pool.last, prefix) !== net) {
    problems.push(`PROXMOX_IP_POOL must lie in the gateway's subnet (${gateway}/${prefix})`);
  }
  if (ipInRange(gateway, pool.first, pool.last)) {
    problems.push('PROXMOX_IP_POOL must not contain PROXMOX_GATEWAY');
  }
}

export function parseProxmoxConfig(env: NodeJS.ProcessEnv): {
  value: ProxmoxConfig | undefined;
  problems: string[];
} {
  const problems: Problems = [];

  const rawUrl = required(env, 'PROXMOX_URL', problems);
  const url = rawUrl === undefined ? undefined : parseUrl(rawUrl, problems);

  const tokenId = required(env, 'PROXMOX_TOKEN_ID', problems);
  if (tokenId !== undefined && !TOKEN_ID.test(tokenId)) {
    problems.push("PROXMOX_TOKEN_ID must look like 'user@realm!tokenid' (e.g. shop@pve!provisioning)");
  }

  const tokenSecret = required(env, 'PROXMOX_TOKEN_SECRET', problems);
  if (tokenSecret !== undefined && /\s/.test(tokenSecret)) {
    problems.push('PROXMOX_TOKEN_SECRET must not contain whitespace');
  }

  const node = required(env, 'PROXMOX_NODE', problems);
  if (node !== undefined && !NODE.test(node))
    problems.push('PROXMOX_NODE must be a node (host) name, e.g. pve');

  const storage = required(env, 'PROXMOX_STORAGE', problems);
  if (storage !== undefined && !STORAGE.test(storage)) {
    problems.push('PROXMOX_STORAGE must be a storage id such as local-lvm');
  }

  const bridge = (env.PROXMOX_BRIDGE ?? '').trim() || DEFAULT_PROXMOX_BRIDGE;
  if (!BRIDGE.test(bridge)) problems.push('PROXMOX_BRIDGE must be a bridge name such as vmbr0');

  const rawTemplates = required(env, 'PROXMOX_TEMPLATES', problems);
  const templates = rawTemplates === undefined ? undefined : parseTemplates(rawTemplates, problems);

  const rawPool = required(env, 'PROXMOX_IP_POOL', problems);
  const pool = rawPool === undefined ? undefined : parsePool(rawPool, problems);

  const gateway = required(env, 'PROXMOX_GATEWAY', problems);
  const gatewayOk = gateway !== undefined && isIpv4(gateway);
  if (gateway !== undefined && !gatewayOk) problems.push('PROXMOX_GATEWAY must be an IPv4 address');

  const rawPrefix = required(env, 'PROXMOX_PREFIX', problems);
  const prefix = rawPrefix === undefined ? undefined : parsePrefix(rawPrefix, problems);

  const tlsInsecure = parseBoolean(env, 'PROXMOX_TLS_INSECURE', problems);

  if (pool && gatewayOk && prefix !== undefined) checkNetwork(pool, gateway, prefix, problems);

  if (problems.length > 0) return { value: undefined, problems };

  const value = {
    url: url!,
    tokenId: tokenId!,
    node: node!,
    storage: storage!,
    bridge,
    templates: templates!.templates,
    fallbackTemplate: templates!.fallback,
    ipPool: pool!,
    gateway: gateway!,
    prefix: prefix!,
    tlsInsecure,
  } as ProxmoxConfig;
  Object.defineProperty(value, 'tokenSecret', { value: tokenSecret!, enumerable: false });
  return { value, problems };
}
