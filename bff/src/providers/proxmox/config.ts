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
 * | PROXMOX_IP6_POOL      | no*      | `first-last` IPv6 range for IPv6-only plans, e.g. 2001:db8:10::100-2001:db8:10::ffff |
 * | PROXMOX_IP6_GATEWAY   | no*      | IPv6 gateway; inside the IPv6 pool's subnet, outside the pool          |
 * | PROXMOX_IP6_PREFIX    | no*      | IPv6 subnet prefix length 1-128, e.g. 64                             |
 * | PROXMOX_TLS_INSECURE  | no       | true/false/1/0 (default false): accept a self-signed certificate      |
 *
 * (*) The three IPv6 settings go together: all or none. Without them an IPv6-only plan's server
 * cannot be built on Proxmox (its provisioning fails with a message naming them).
 *
 * Every variable is validated at once; each missing or malformed one gives a problem that names it.
 * `isProxmoxConfigured(env)` tells whether the operator set any of them (so a deployment without
 * Proxmox need not parse them at all).
 */
import { canonicalIp, ipInRange, ipToBigInt, ipv4ToNumber, isIpv4, isIpv6 } from '../ip-pool.ts';

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
  /** IPv6 for the IPv6-only plans; null when PROXMOX_IP6_* are not set. */
  ip6: { pool: { first: string; last: string }; gateway: string; prefix: number } | null;
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
  'PROXMOX_IP6_POOL',
  'PROXMOX_IP6_GATEWAY',
  'PROXMOX_IP6_PREFIX',
  'PROXMOX_TLS_INSECURE',
] as const;

const IP6_VARIABLES = ['PROXMOX_IP6_POOL', 'PROXMOX_IP6_GATEWAY', 'PROXMOX_IP6_PREFIX'] as const;

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

/** The IPv6 settings: all three or none; each malformed one is a problem that names it. */
function parseIp6(env: NodeJS.ProcessEnv, problems: Problems): ProxmoxConfig['ip6'] | undefined {
  const values = IP6_VARIABLES.map((name) => (env[name] ?? '').trim());
  if (values.every((v) => v === '')) return null;
  const missing = IP6_VARIABLES.filter((_, i) => values[i] === '');
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')} must be set too: PROXMOX_IP6_POOL, PROXMOX_IP6_GATEWAY and PROXMOX_IP6_PREFIX go together`,
    );
    return undefined;
  }
  const [rawPool, rawGateway, rawPrefix] = values as [string, string, string];
  const before = problems.length;
  const parts = rawPool.split('-').map((p) => p.trim());
  const poolOk = parts.length === 2 && isIpv6(parts[0]!) && isIpv6(parts[1]!);
  if (!poolOk) {
    problems.push(
      'PROXMOX_IP6_POOL must be an IPv6 range first-last, e.g. 2001:db8:10::100-2001:db8:10::ffff',
    );
  } else if (ipToBigInt(parts[0]!) > ipToBigInt(parts[1]!)) {
    problems.push(`PROXMOX_IP6_POOL starts after it ends (${parts[0]} > ${parts[1]})`);
  }
  if (!isIpv6(rawGateway)) problems.push('PROXMOX_IP6_GATEWAY must be an IPv6 address');
  const prefix = Number(rawPrefix);
  if (!/^\d+$/.test(rawPrefix) || prefix < 1 || prefix > 128) {
    problems.push('PROXMOX_IP6_PREFIX must be an integer from 1 to 128 (e.g. 64)');
  }
  if (problems.length > before) return undefined;
  const pool = { first: canonicalIp(parts[0]!), last: canonicalIp(parts[1]!) };
  const gateway = canonicalIp(rawGateway);
  const net = (ip: string) => ipToBigInt(ip) >> BigInt(128 - prefix);
  if (net(pool.first) !== net(gateway) || net(pool.last) !== net(gateway)) {
    problems.push(`PROXMOX_IP6_POOL must lie in the IPv6 gateway's subnet (${gateway}/${prefix})`);
  }
  if (ipInRange(gateway, pool.first, pool.last))
    problems.push('PROXMOX_IP6_POOL must not contain PROXMOX_IP6_GATEWAY');
  return problems.length > before ? undefined : { pool, gateway, prefix };
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

  const ip6 = parseIp6(env, problems);
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
    ip6: ip6!,
    tlsInsecure,
  } as ProxmoxConfig;
  Object.defineProperty(value, 'tokenSecret', { value: tokenSecret!, enumerable: false });
  return { value, problems };
}
