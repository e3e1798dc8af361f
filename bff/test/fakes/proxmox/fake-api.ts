/**
 * An in-process Proxmox VE API for tests: a real HTTP(S) server on 127.0.0.1 (port 0) that
 * answers like pveproxy and qemu-server and refuses what they refuse:
 *
 * - only `Authorization: PVEAPIToken=USER@REALM!TOKENID=SECRET` with the configured token (else
 *   401, empty body, as pveproxy);
 * - only GET/POST/PUT/DELETE under /api2/json; no body on GET/DELETE (501 "Unexpected content for
 *   method 'DELETE'": DELETE parameters belong in the query string); POST/PUT bodies only as
 *   application/x-www-form-urlencoded or application/json (else 506); no chunked bodies (501);
 * - only the endpoints below, with their declared parameters (400 'Parameter verification failed.'
 *   with `errors`); any other path or method answers 501 "Method '... ' not implemented";
 * - the node's rules and tasks of fake-model.ts (lock error, already exists, shrink, ...).
 *
 * Answers are `{ data }`, errors `{ data: null, message, errors? }` with the message also in the
 * status line. Every request is recorded (`requests`) for assertions.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { FakeNode, PveError } from './fake-model.ts';
import type { FakeTask, FakeTemplate, FakeVm } from './fake-model.ts';
import { SCHEMAS, verifyParams } from './fake-params.ts';
import type { ParamSchema, Params } from './fake-params.ts';
import { createFakeConsoles } from './fake-console.ts';
import type { FakeConsoles } from './fake-console.ts';

export type { FakeTask, FakeTemplate, FakeVm } from './fake-model.ts';

export interface FakeProxmoxOptions {
  /** Default 'pve'. */
  node?: string;
  /** Default 'shop@pve!provisioning'. */
  tokenId?: string;
  /** Default a random uuid. */
  tokenSecret?: string;
  /** Default ['local-lvm']. */
  storages?: string[];
  /** Default ['vmbr0']. */
  bridges?: string[];
  /** Default one 'ubuntu-2204-cloud' template, vmid 9000, 10 GiB. */
  templates?: FakeTemplate[];
  /** Polls a task answers `running` before it answers `stopped`; default 1. */
  taskPolls?: number;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
}

export interface RecordedRequest {
  method: string;
  /** Decoded, below /api2/json (e.g. '/nodes/pve/qemu/9000/clone'). */
  path: string;
  query: Params;
  /** The body's parameters (form or JSON), values as strings. */
  body: Params;
  contentType: string | null;
  /** Whether the Authorization header was the exact expected one. */
  authorized: boolean;
  status: number;
}

export interface FakeProxmox {
  /** Scheme, host and port (PROXMOX_URL). */
  url: string;
  node: string;
  tokenId: string;
  tokenSecret: string;
  /** A complete PROXMOX_* environment pointing at this fake; overrides on top. */
  env(overrides?: Record<string, string | undefined>): Record<string, string | undefined>;
  requests: RecordedRequest[];
  vms: Map<number, FakeVm>;
  vm(vmid: number): FakeVm | undefined;
  /** Every task so far. */
  tasks(): FakeTask[];
  /** The next task of this type (qmclone, qmconfig, qmresize, qmstart, qmstop, qmshutdown, qmreboot, qmdestroy) ends with `exitstatus`. */
  failNextTask(type: string, exitstatus: string): void;
  /** The next `times` changes to the VM answer the lock error. */
  lockVm(vmid: number, times?: number): void;
  /** /cluster/nextid's next answer. */
  answerNextIdWith(vmid: number): void;
  /** The next request matching answers `status` with `message` (e.g. 503, or 403 for a permission error). */
  failNextRequest(match: { method?: string; path: RegExp }, status: number, message: string): void;
  /** Every running task stops now. */
  finishTasks(): void;
  /** The consoles (vncproxy, termproxy, vncwebsocket): their tickets and what their sockets saw. */
  consoles: FakeConsoles;
  close(): Promise<void>;
}

/** Each fake node's consoles (the routes get the node). */
const CONSOLES = new WeakMap<FakeNode, FakeConsoles>();

function consoleProxy(kind: 'vnc' | 'term', node: FakeNode, params: Params, vmid: number) {
  const vm = node.requireVm(vmid);
  if (vm.status !== 'running') throw new PveError(500, `VM ${vmid} not running`);
  const generate = String(params['generate-password'] ?? '0') === '1';
  return CONSOLES.get(node)!.proxy(kind, vmid, vm.config.name ?? `vm${vmid}`, generate);
}

type Handler = (node: FakeNode, params: Params, groups: string[]) => unknown;

interface Route {
  method: string;
  path: RegExp;
  schema: ParamSchema;
  handle: Handler;
}

const VMID_PATH = '([^/]+)';
const vmidOf = (raw: string): number => {
  if (!/^\d+$/.test(raw) || Number(raw) < 100) {
    throw new PveError(400, 'Parameter verification failed.', {
      vmid: `type check ('integer') failed - got '${raw}'`,
    });
  }
  return Number(raw);
};

/** Paths below /api2/json; the node group is checked against the fake's node first. */
const ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/version$/,
    schema: SCHEMAS.none,
    handle: () => ({ version: '8.2.4', release: '8.2', repoid: 'faf7de9b' }),
  },
  {
    method: 'GET',
    path: /^\/cluster\/nextid$/,
    schema: SCHEMAS.nextid,
    // pve answers the id as a string
    handle: (node, params) => String(node.nextId(params.vmid)),
  },
  {
    method: 'GET',
    path: /^\/nodes\/([^/]+)\/tasks\/([^/]+)\/status$/,
    schema: SCHEMAS.none,
    handle: (node, _params, [nodeName, upid]) => node.taskStatus(nodeName!, upid!),
  },
  {
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/clone$`),
    schema: SCHEMAS.clone,
    handle: (node, params, [, vmid]) => node.clone(vmidOf(vmid!), params),
  },
  {
    method: 'GET',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/config$`),
    schema: SCHEMAS.none,
    handle: (node, _params, [, vmid]) => node.readConfig(vmidOf(vmid!)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/config$`),
    schema: SCHEMAS.config,
    handle: (node, params, [, vmid]) => node.updateConfig(vmidOf(vmid!), params, true),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/config$`),
    schema: SCHEMAS.config,
    handle: (node, params, [, vmid]) => node.updateConfig(vmidOf(vmid!), params, false),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/resize$`),
    schema: SCHEMAS.resize,
    handle: (node, params, [, vmid]) => node.resize(vmidOf(vmid!), params),
  },
  {
    method: 'GET',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/status/current$`),
    schema: SCHEMAS.none,
    handle: (node, _params, [, vmid]) => node.currentStatus(vmidOf(vmid!)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/vncproxy$`),
    schema: {
      properties: {
        websocket: SCHEMAS.clone.properties.full,
        'generate-password': SCHEMAS.clone.properties.full,
      },
    },
    handle: (node, params, [, vmid]) => consoleProxy('vnc', node, params, vmidOf(vmid!)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/termproxy$`),
    schema: { properties: { serial: SCHEMAS.clone.properties.storage } },
    handle: (node, params, [, vmid]) => consoleProxy('term', node, params, vmidOf(vmid!)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/agent/set-user-password$`),
    schema: SCHEMAS.setUserPassword,
    handle: (node, params, [, vmid]) => node.setUserPassword(vmidOf(vmid!), params),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/cloudinit$`),
    schema: SCHEMAS.none,
    handle: (node, _params, [, vmid]) => node.regenerateCloudInit(vmidOf(vmid!)),
  },
  ...(['start', 'stop', 'shutdown', 'reboot'] as const).map((action): Route => ({
    method: 'POST',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}/status/${action}$`),
    schema: SCHEMAS[action],
    handle: (node, _params, [, vmid]) => node.power(vmidOf(vmid!), action),
  })),
  {
    method: 'DELETE',
    path: new RegExp(`^/nodes/([^/]+)/qemu/${VMID_PATH}$`),
    schema: SCHEMAS.destroy,
    handle: (node, _params, [, vmid]) => node.destroy(vmidOf(vmid!)),
  },
];

const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function formParams(text: string): Params {
  return Object.fromEntries(new URLSearchParams(text));
}

function jsonParams(text: string): Params {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PveError(400, 'malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new PveError(400, 'JSON body must be an object');
  }
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]),
  );
}

interface Answer {
  status: number;
  message: string;
  /** undefined: no body (as pveproxy's 401 and transport errors). */
  body?: unknown;
}

function errorAnswer(err: PveError): Answer {
  return {
    status: err.status,
    message: err.message,
    body: { data: null, message: `${err.message}\n`, ...(err.errors ? { errors: err.errors } : {}) },
  };
}

export async function startFakeProxmox(options: FakeProxmoxOptions = {}): Promise<FakeProxmox> {
  const nodeName = options.node ?? 'pve';
  const tokenId = options.tokenId ?? 'shop@pve!provisioning';
  const tokenSecret = options.tokenSecret ?? randomUUID();
  const storages = options.storages ?? ['local-lvm'];
  const bridges = options.bridges ?? ['vmbr0'];
  const node = new FakeNode({
    node: nodeName,
    user: tokenId,
    storages,
    bridges,
    taskPolls: options.taskPolls ?? 1,
  });
  for (const template of options.templates ?? [{ vmid: 9000, name: 'ubuntu-2204-cloud', diskGb: 10 }]) {
    node.addTemplate(template);
  }
  const expectedAuth = `PVEAPIToken=${tokenId}=${tokenSecret}`;
  const consoles = createFakeConsoles({ expectedAuth, user: tokenId });
  CONSOLES.set(node, consoles);
  const requests: RecordedRequest[] = [];
  const injected: { match: { method?: string; path: RegExp }; status: number; message: string }[] = [];

  async function answer(req: IncomingMessage, record: RecordedRequest): Promise<Answer> {
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) {
      return { status: 501, message: `method '${method}' not available` };
    }
    if (req.headers['transfer-encoding'])
      return { status: 501, message: 'chunked transfer encoding not supported' };

    const url = new URL(req.url ?? '/', 'http://fake');
    const fullPath = decodeURIComponent(url.pathname);
    const match = /^\/api2\/([a-z][a-z0-9]+)(\/.*)?$/.exec(fullPath);
    record.path = match?.[2] ?? fullPath;
    record.query = Object.fromEntries(url.searchParams);
    record.contentType = req.headers['content-type'] ?? null;
    record.authorized = req.headers.authorization === expectedAuth;
    if (!match) return { status: 501, message: `no such file '${fullPath}'` };
    if (match[1] !== 'json')
      return { status: 501, message: `no formatter for uri ${record.path}, ${match[1]}` };
    if (!record.authorized) return { status: 401, message: 'authentication failure' };

    if (raw.length > 0 && method !== 'POST' && method !== 'PUT') {
      return { status: 501, message: `Unexpected content for method '${method}'` };
    }
    const contentType = (record.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (raw.length > 0 && contentType !== '' && !BODY_TYPES.includes(contentType)) {
      return { status: 506, message: `upload 'Content-Type '${record.contentType}' not implemented` };
    }
    record.body =
      raw.length === 0 ? {} : contentType === 'application/json' ? jsonParams(raw) : formParams(raw);

    const failure = injected.findIndex(
      (f) => (f.match.method ?? method) === method && f.match.path.test(record.path),
    );
    if (failure >= 0) {
      const { status, message } = injected.splice(failure, 1)[0]!;
      return errorAnswer(new PveError(status, message));
    }

    const relPath = record.path;
    const route = ROUTES.find((r) => r.method === method && r.path.test(relPath));
    if (!route) return { status: 501, message: `Method '${method} ${relPath}' not implemented` };
    const groups = route.path.exec(relPath)!.slice(1);
    if (relPath.startsWith('/nodes/') && groups[0] !== nodeName) {
      return errorAnswer(
        new PveError(
          500,
          `hostname lookup '${groups[0]}' failed - failed to get address info for: ${groups[0]}`,
        ),
      );
    }
    // pveproxy merges the body and the query string, the query winning.
    const params = { ...record.body, ...record.query };
    const errors = verifyParams(params, route.schema);
    if (errors) return errorAnswer(new PveError(400, 'Parameter verification failed.', errors));
    return { status: 200, message: 'OK', body: { data: route.handle(node, params, groups) ?? null } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: '',
      query: {},
      body: {},
      contentType: null,
      authorized: false,
      status: 0,
    };
    requests.push(record);
    let result: Answer;
    try {
      result = await answer(req, record);
    } catch (err) {
      result = err instanceof PveError ? errorAnswer(err) : { status: 500, message: String(err) };
    }
    record.status = result.status;
    res.statusCode = result.status;
    res.statusMessage = result.message.split('\n')[0]!.replace(/[^\x20-\x7e]/g, '?');
    if (result.body === undefined) {
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/json;charset=UTF-8');
    res.end(JSON.stringify(result.body));
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => void handle(req, res);
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  server.on('upgrade', consoles.upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;

  return {
    url,
    node: nodeName,
    tokenId,
    tokenSecret,
    env: (overrides = {}) => ({
      PROXMOX_URL: url,
      PROXMOX_TOKEN_ID: tokenId,
      PROXMOX_TOKEN_SECRET: tokenSecret,
      PROXMOX_NODE: nodeName,
      PROXMOX_STORAGE: storages[0],
      PROXMOX_BRIDGE: bridges[0],
      PROXMOX_TEMPLATES: `*=${[...node.vms.values()].find((vm) => vm.template)?.vmid ?? 9000}`,
      PROXMOX_IP_POOL: '192.0.2.10-192.0.2.20',
      PROXMOX_GATEWAY: '192.0.2.1',
      PROXMOX_PREFIX: '24',
      ...overrides,
    }),
    requests,
    vms: node.vms,
    vm: (vmid) => node.vms.get(vmid),
    tasks: () => node.tasks,
    failNextTask: (type, exitstatus) => node.failNextTask(type, exitstatus),
    lockVm: (vmid, times) => node.lockVm(vmid, times),
    answerNextIdWith: (vmid) => node.answerNextIdWith(vmid),
    failNextRequest: (match, status, message) => injected.push({ match, status, message }),
    finishTasks: () => node.finishTasks(),
    consoles,
    close: () =>
      new Promise<void>((resolve, reject) => {
        consoles.close();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
