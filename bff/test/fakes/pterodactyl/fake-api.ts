/**
 * An in-process Pterodactyl Panel (v1.11) for tests: a node:http server on 127.0.0.1 that answers
 * the routes the driver uses and refuses what the real panel refuses: a missing or wrong-kind key
 * (an application route with a client key is 403, and the other way round), a request that does
 * not accept JSON, unknown paths and methods, server and user bodies failing the panel's rules
 * (422 with `meta.source_field`), a duplicate external id, and power calls or live stats while a
 * server installs or is suspended (409). It records every request and can be told to fail the
 * next matching one (before or after doing the work, or by dropping the connection).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Checker, checkVariable, USERNAME_PATTERN, validationBody } from './fake-validation.ts';
import type { Body } from './fake-validation.ts';
import {
  clientServerResource,
  defaultAllocations,
  defaultEggs,
  eggResource,
  newUser,
  serverResource,
  userResource,
} from './fake-model.ts';
import type { FakeAllocation, FakeEgg, FakePowerState, FakeServer, FakeUser } from './fake-model.ts';

export type { FakeAllocation, FakeEgg, FakeEggVariable, FakeServer, FakeUser } from './fake-model.ts';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body; undefined without one. */
  body: unknown;
}

export interface FailureInjection {
  method?: string;
  /** The path (without query) it applies to: exact string or pattern. */
  path: string | RegExp;
  /** The status to answer (with a panel-style error body). */
  status?: number;
  detail?: string;
  /** Do the work first, then answer the failure: an answer lost on the way back. */
  afterCommit?: boolean;
  /** Drop the connection without an answer. */
  networkError?: boolean;
}

export interface FakePterodactylOptions {
  appKey?: string;
  clientKey?: string;
  /** How many looks at a server an install lasts (app server GET, client view or resources). */
  installPolls?: number;
  eggs?: FakeEgg[];
  allocations?: FakeAllocation[];
  /** Wings' console sockets: the client API's websocket route answers their token and address. */
  wings?: { socketUrl(uuid: string): string; issue(uuid: string): string };
}

export interface FakePterodactyl {
  url: string;
  appKey: string;
  clientKey: string;
  /** The location the default allocations belong to. */
  locationId: number;
  requests: RecordedRequest[];
  users: FakeUser[];
  eggs: FakeEgg[];
  allocations: FakeAllocation[];
  servers: FakeServer[];
  /** A server by identifier, uuid or external id. */
  server(key: string): FakeServer | undefined;
  /** The next request matching fails as described (once). */
  failNext(injection: FailureInjection): void;
  close(): Promise<void>;
}

type Api = 'application' | 'client';

interface Answer {
  status: number;
  body?: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  api: Api;
  handle: (params: string[], request: RecordedRequest) => Answer;
}

const errorAnswer = (status: number, code: string, detail: string): Answer => ({
  status,
  body: { errors: [{ code, status: String(status), detail }] },
});
const notFound = () =>
  errorAnswer(404, 'NotFoundHttpException', 'The requested resource could not be found on the server.');
const INSTALLING = 'This server has not yet completed its installation process, please try again later.';
const SUSPENDED = 'This server is currently suspended and the functionality requested is unavailable.';

/**
 * Signal -> the states Wings passes through. The panel answers 204 before Wings acts, so the
 * first look after a signal still shows the old state; each look moves one state on.
 */
const POWER_PATH: Record<string, FakePowerState[]> = {
  start: ['starting', 'running'],
  stop: ['stopping', 'offline'],
  restart: ['stopping', 'starting', 'running'],
  kill: ['offline'],
};

export async function startFakePterodactyl(options: FakePterodactylOptions = {}): Promise<FakePterodactyl> {
  const appKey = options.appKey ?? `ptla_${randomBytes(32).toString('hex').slice(0, 43)}`;
  const clientKey = options.clientKey ?? `ptlc_${randomBytes(32).toString('hex').slice(0, 43)}`;
  const installPolls = options.installPolls ?? 2;
  const eggs = options.eggs ?? defaultEggs();
  const allocations = options.allocations ?? defaultAllocations();
  const admin = newUser(1, {
    external_id: null,
    username: 'admin',
    email: 'admin@panel.test',
    first_name: 'Panel',
    last_name: 'Admin',
    root_admin: true,
  });
  const users: FakeUser[] = [admin];
  const servers: FakeServer[] = [];
  const requests: RecordedRequest[] = [];
  const injections: FailureInjection[] = [];
  let nextUserId = 2;
  let nextServerId = 1;

  /** The client API binds `{server}` by identifier or uuid. */
  const findServer = (key: string) => servers.find((s) => s.identifier === key || s.uuid === key);
  const serverById = (id: string) => servers.find((s) => String(s.id) === id);

  /** A look at the server: installs advance by looks, so a test controls their length exactly. */
  function look(server: FakeServer): void {
    if (server.install !== 'running') return;
    server.installPollsLeft -= 1;
    if (server.installPollsLeft <= 0) server.install = server.installWillFail ? 'failed' : 'done';
    // Wings starts the server after the first install when the creation asked for it.
    if (server.install === 'done' && server.startOnCompletion && !server.reinstalled)
      setPower(server, 'running');
  }

  function setPower(server: FakeServer, state: FakePowerState): void {
    if (state === 'running' && server.power !== 'running') server.runningSince = Date.now();
    if (state !== 'running') server.runningSince = null;
    server.power = state;
  }

  /** The client API's gate (AuthenticateServerAccess): 409 unless the route may see the state. */
  function stateConflict(server: FakeServer, route: 'view' | 'other'): Answer | null {
    if (route === 'view') return null;
    if (server.suspended) return errorAnswer(409, 'ConflictHttpException', SUSPENDED);
    if (server.install !== 'done') return errorAnswer(409, 'ConflictHttpException', INSTALLING);
    return null;
  }

  // ---- application API -------------------------------------------------------------------

  function createUser(body: unknown): Answer {
    const check = new Checker(body);
    check.string('email', 1, 191);
    const email = check.value('email');
    if (typeof email === 'string' && !/^[^@\s]+@[^@\s]+$/.test(email)) {
      check.fail('email', 'email', 'The email must be a valid email address.');
    }
    check.string('username', 1, 191);
    const username = check.value('username');
    if (typeof username === 'string' && username && !USERNAME_PATTERN.test(username.toLowerCase())) {
      check.fail(
        'username',
        'p_username',
        'The username must start and end with alpha-numeric characters and contain only letters, numbers, dashes, underscores, and periods.',
      );
    }
    check.string('first_name', 1, 191);
    check.string('last_name', 1, 191);
    const externalId = check.value('external_id');
    if (externalId !== undefined && externalId !== null) check.string('external_id', 1, 191);
    if (typeof email === 'string' && users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      check.fail('email', 'unique', 'The email has already been taken.');
    }
    if (typeof username === 'string' && users.some((u) => u.username === username.toLowerCase())) {
      check.fail('username', 'unique', 'The username has already been taken.');
    }
    if (typeof externalId === 'string' && users.some((u) => u.external_id === externalId)) {
      check.fail('external_id', 'unique', 'The external id has already been taken.');
    }
    if (check.errors.length > 0) return { status: 422, body: validationBody(check.errors) };
    const fields = body as Body;
    const user = newUser(nextUserId++, {
      external_id: typeof externalId === 'string' ? externalId : null,
      username: String(fields.username).toLowerCase(),
      email: String(fields.email),
      first_name: String(fields.first_name),
      last_name: String(fields.last_name),
      root_admin: false,
    });
    users.push(user);
    return { status: 201, body: userResource(user) };
  }

  function listUsers(query: URLSearchParams): Answer {
    const email = query.get('filter[email]');
    const externalId = query.get('filter[external_id]');
    const username = query.get('filter[username]');
    const matching = users.filter(
      (u) =>
        (email === null || u.email === email) &&
        (externalId === null || u.external_id === externalId) &&
        (username === null || u.username === username),
    );
    return {
      status: 200,
      body: {
        object: 'list',
        data: matching.map(userResource),
        meta: {
          pagination: {
            total: matching.length,
            count: matching.length,
            per_page: 50,
            current_page: 1,
            total_pages: 1,
            links: {},
          },
        },
      },
    };
  }

  /** Ports of `deploy.port_range` entries ('25565' or '25565-25570'); null for any port. */
  function portFilter(ranges: unknown): ((port: number) => boolean) | null {
    if (!Array.isArray(ranges) || ranges.length === 0) return null;
    const spans = ranges.map((range) => String(range).split('-').map(Number));
    return (port) => spans.some(([low, high = low]) => port >= low && port <= high);
  }

  function createServerFrom(body: unknown): Answer {
    const check = new Checker(body);
    const externalId = check.value('external_id');
    if (externalId !== undefined && externalId !== null) {
      check.string('external_id', 1, 191);
      if (typeof externalId === 'string' && servers.some((s) => s.external_id === externalId)) {
        check.fail('external_id', 'unique', 'The external id has already been taken.');
      }
    }
    check.string('name', 1, 191);
    check.number('user', { integer: true });
    const user = users.find((u) => u.id === check.value('user'));
    if (check.value('user') !== undefined && !user)
      check.fail('user', 'exists', 'The selected user is invalid.');
    check.number('egg', { integer: true });
    const egg = eggs.find((e) => e.id === check.value('egg'));
    if (check.value('egg') !== undefined && !egg) check.fail('egg', 'exists', 'The selected egg is invalid.');
    check.string('docker_image', 1, 191);
    check.string('startup', 1, 65535);
    const environment = check.value('environment');
    if (
      environment === undefined ||
      typeof environment !== 'object' ||
      environment === null ||
      Array.isArray(environment)
    ) {
      check.fail('environment', 'present', 'The environment field must be present.');
    } else if (egg) {
      for (const variable of egg.variables)
        checkVariable(check, variable, (environment as Body)[variable.env_variable]);
    }
    if (check.object('limits')) {
      check.number('limits.memory', { min: 0 });
      check.number('limits.swap', { min: -1 });
      check.number('limits.disk', { min: 0 });
      check.number('limits.io', { min: 10, max: 1000 });
      check.number('limits.cpu', { min: 0 });
    }
    if (check.object('feature_limits')) {
      check.number('feature_limits.databases', { integer: true, min: 0, nullable: true });
      check.number('feature_limits.backups', { integer: true, min: 0, nullable: true });
      if (check.value('feature_limits.allocations') !== undefined) {
        check.number('feature_limits.allocations', { integer: true, min: 0, nullable: true });
      }
    }
    const deploy = check.value('deploy');
    let allocation: FakeAllocation | undefined;
    if (deploy !== undefined) {
      if (check.object('deploy')) {
        const locations = check.value('deploy.locations');
        if (!Array.isArray(locations) || locations.some((l) => !Number.isInteger(l) || (l as number) < 1)) {
          check.fail('deploy.locations', 'array', 'The deploy locations must be an array of location ids.');
        }
        check.boolean('deploy.dedicated_ip');
        if (!Array.isArray(check.value('deploy.port_range'))) {
          check.fail('deploy.port_range', 'array', 'The deploy port range must be an array.');
        }
      }
    } else {
      check.number('allocation.default', { integer: true });
      allocation = allocations.find((a) => a.id === check.value('allocation.default'));
      if (check.value('allocation.default') !== undefined && (!allocation || allocation.serverId !== null)) {
        check.fail('allocation.default', 'exists', 'The selected allocation default is invalid.');
      }
    }
    if (check.errors.length > 0) return { status: 422, body: validationBody(check.errors) };

    const fields = body as Body;
    if (deploy !== undefined) {
      const locations = (fields.deploy as Body).locations as number[];
      const ports = portFilter((fields.deploy as Body).port_range);
      allocation = allocations.find(
        (a) => a.serverId === null && locations.includes(a.location) && (ports === null || ports(a.port)),
      );
      if (!allocation) {
        return errorAnswer(
          400,
          'NoViableAllocationException',
          'No allocations satisfying the requirements for automatic deployment on this node were found.',
        );
      }
    }
    const chosenEgg = egg as FakeEgg;
    const uuid = randomUUID();
    const server: FakeServer = {
      id: nextServerId++,
      uuid,
      identifier: uuid.slice(0, 8),
      external_id: typeof externalId === 'string' ? externalId : null,
      name: String(fields.name),
      user: (user as FakeUser).id,
      egg: chosenEgg.id,
      nest: chosenEgg.nest,
      docker_image: String(fields.docker_image),
      startup: String(fields.startup),
      environment: { ...(fields.environment as Body) },
      limits: { ...(fields.limits as Body) },
      feature_limits: { ...(fields.feature_limits as Body) },
      allocation: (allocation as FakeAllocation).id,
      install: 'running',
      installPollsLeft: installPolls,
      installWillFail: false,
      reinstalled: false,
      suspended: false,
      startOnCompletion: (fields as Body).start_on_completion === true,
      power: 'offline',
      powerQueue: [],
      runningSince: null,
      uptimeMs: null,
    };
    (allocation as FakeAllocation).serverId = server.id;
    servers.push(server);
    return { status: 201, body: serverResource(server) };
  }

  function reinstall(server: FakeServer): void {
    server.install = 'running';
    server.installPollsLeft = installPolls;
    server.reinstalled = true;
    server.powerQueue = [];
    setPower(server, 'offline');
  }

  function withServer(id: string, then: (server: FakeServer) => Answer): Answer {
    const server = serverById(id);
    return server ? then(server) : notFound();
  }

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/api\/application\/users\/external\/([^/]+)$/,
      api: 'application',
      handle: ([externalId]) => {
        const user = users.find((u) => u.external_id === externalId);
        return user ? { status: 200, body: userResource(user) } : notFound();
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/application\/users$/,
      api: 'application',
      handle: (_, r) => listUsers(r.query),
    },
    {
      method: 'POST',
      pattern: /^\/api\/application\/users$/,
      api: 'application',
      handle: (_, r) => createUser(r.body),
    },
    {
      method: 'GET',
      pattern: /^\/api\/application\/nests\/(\d+)\/eggs\/(\d+)$/,
      api: 'application',
      handle: ([nest, id], r) => {
        const egg = eggs.find((e) => String(e.id) === id && String(e.nest) === nest);
        const includes = (r.query.get('include') ?? '').split(',');
        return egg ? { status: 200, body: eggResource(egg, includes.includes('variables')) } : notFound();
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/application\/servers$/,
      api: 'application',
      handle: (_, r) => createServerFrom(r.body),
    },
    {
      method: 'GET',
      pattern: /^\/api\/application\/servers\/external\/([^/]+)$/,
      api: 'application',
      handle: ([externalId]) => {
        const server = servers.find((s) => s.external_id === externalId);
        if (!server) return notFound();
        look(server);
        return { status: 200, body: serverResource(server) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/application\/servers\/(\d+)$/,
      api: 'application',
      handle: ([id]) =>
        withServer(id, (server) => {
          look(server);
          return { status: 200, body: serverResource(server) };
        }),
    },
    {
      method: 'DELETE',
      pattern: /^\/api\/application\/servers\/(\d+)$/,
      api: 'application',
      handle: ([id]) =>
        withServer(id, (server) => {
          servers.splice(servers.indexOf(server), 1);
          for (const allocation of allocations)
            if (allocation.serverId === server.id) allocation.serverId = null;
          return { status: 204 };
        }),
    },
    {
      method: 'POST',
      pattern: /^\/api\/application\/servers\/(\d+)\/(suspend|unsuspend)$/,
      api: 'application',
      handle: ([id, action]) =>
        withServer(id, (server) => {
          server.suspended = action === 'suspend';
          if (server.suspended) {
            server.powerQueue = [];
            setPower(server, 'offline');
          }
          return { status: 204 };
        }),
    },
    {
      method: 'POST',
      pattern: /^\/api\/application\/servers\/(\d+)\/reinstall$/,
      api: 'application',
      handle: ([id]) =>
        withServer(id, (server) => {
          reinstall(server);
          return { status: 204 };
        }),
    },
    // ---- client API (the key's user is the root admin: every server is visible) ----------
    {
      method: 'GET',
      pattern: /^\/api\/client\/servers\/([^/]+)$/,
      api: 'client',
      handle: ([key]) => {
        const server = findServer(key);
        if (!server) return notFound();
        look(server);
        const own = allocations.filter((a) => a.serverId === server.id);
        return { status: 200, body: clientServerResource(server, own, admin) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/client\/servers\/([^/]+)\/resources$/,
      api: 'client',
      handle: ([key]) => {
        const server = findServer(key);
        if (!server) return notFound();
        look(server);
        const conflict = stateConflict(server, 'other');
        if (conflict) return conflict;
        const shown = server.power;
        const uptime =
          shown === 'running' ? (server.uptimeMs ?? Date.now() - (server.runningSince ?? Date.now())) : 0;
        const next = server.powerQueue.shift();
        if (next) setPower(server, next);
        return {
          status: 200,
          body: {
            object: 'stats',
            attributes: {
              current_state: shown,
              is_suspended: server.suspended,
              resources: {
                memory_bytes: shown === 'offline' ? 0 : 512 * 1024 * 1024,
                cpu_absolute: 0,
                disk_bytes: 0,
                network_rx_bytes: 0,
                network_tx_bytes: 0,
                uptime,
              },
            },
          },
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/client\/servers\/([^/]+)\/websocket$/,
      api: 'client',
      handle: ([key]) => {
        const server = findServer(key);
        if (!server) return notFound();
        if (!options.wings) return { status: 502, body: { errors: [{ detail: 'No Wings in this fake' }] } };
        const conflict = stateConflict(server, 'other');
        if (conflict) return conflict;
        return {
          status: 200,
          body: {
            data: { token: options.wings.issue(server.uuid), socket: options.wings.socketUrl(server.uuid) },
          },
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/client\/servers\/([^/]+)\/power$/,
      api: 'client',
      handle: ([key], r) => {
        const server = findServer(key);
        if (!server) return notFound();
        const conflict = stateConflict(server, 'other');
        if (conflict) return conflict;
        const signal = (r.body as Body | undefined)?.signal;
        if (typeof signal !== 'string' || !(signal in POWER_PATH)) {
          return {
            status: 422,
            body: validationBody([
              { field: 'signal', rule: 'in', detail: 'The selected signal is invalid.' },
            ]),
          };
        }
        const alreadyThere =
          (signal === 'start' && server.power === 'running') ||
          (signal === 'stop' && server.power === 'offline');
        if (!alreadyThere) {
          server.powerQueue = [...POWER_PATH[signal]];
        }
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/client\/servers\/([^/]+)\/settings\/reinstall$/,
      api: 'client',
      handle: ([key]) => {
        const server = findServer(key);
        if (!server) return notFound();
        const conflict = stateConflict(server, 'other');
        if (conflict) return conflict;
        reinstall(server);
        return { status: 202 };
      },
    },
  ];

  /** Auth and content negotiation, in the panel's order: a key first, then the right kind. */
  function gate(route: Route, request: RecordedRequest, rawBody: string): Answer | null {
    const authorization = request.headers.authorization;
    const token =
      typeof authorization === 'string' && /^Bearer /i.test(authorization)
        ? authorization.slice(7).trim()
        : '';
    if (!token) return errorAnswer(401, 'HttpException', 'Unauthenticated.');
    const expected = route.api === 'application' ? appKey : clientKey;
    if (token !== expected) {
      return errorAnswer(403, 'AccessDeniedHttpException', 'This action is unauthorized.');
    }
    const accept = request.headers.accept ?? '';
    if (!accept.split(',').some((type) => type.split(';')[0].trim() === 'application/json')) {
      return errorAnswer(
        406,
        'NotAcceptableHttpException',
        'This API only answers application/json: send Accept: application/json.',
      );
    }
    if (rawBody.trim() !== '') {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim();
      if (type !== 'application/json') {
        return errorAnswer(
          415,
          'UnsupportedMediaTypeHttpException',
          'Request bodies must be application/json.',
        );
      }
      if (request.body === undefined) {
        return errorAnswer(
          400,
          'BadRequestHttpException',
          'The JSON data passed in the request appears to be malformed.',
        );
      }
    }
    return null;
  }

  function takeInjection(request: RecordedRequest): FailureInjection | undefined {
    const index = injections.findIndex(
      (injection) =>
        (injection.method === undefined || injection.method === request.method) &&
        (typeof injection.path === 'string'
          ? injection.path === request.path
          : injection.path.test(request.path)),
    );
    return index === -1 ? undefined : injections.splice(index, 1)[0];
  }

  function dispatch(request: RecordedRequest, rawBody: string): Answer | 'drop' {
    const matching = routes
      .map((route) => ({ route, params: route.pattern.exec(request.path) }))
      .filter((entry) => entry.params !== null);
    if (matching.length === 0) return notFound();
    const entry = matching.find((candidate) => candidate.route.method === request.method);
    if (!entry)
      return errorAnswer(
        405,
        'MethodNotAllowedHttpException',
        `The ${request.method} method is not supported for this route.`,
      );
    const refused = gate(entry.route, request, rawBody);
    if (refused) return refused;
    const injection = takeInjection(request);
    if (injection?.networkError) return 'drop';
    const failure = () =>
      errorAnswer(
        injection?.status ?? 500,
        'HttpException',
        injection?.detail ?? 'An unexpected error was encountered.',
      );
    if (injection && !injection.afterCommit) return failure();
    const answer = entry.route.handle(entry.params!.slice(1).map(decodeURIComponent), request);
    return injection ? failure() : answer;
  }

  function respond(response: ServerResponse, answer: Answer): void {
    if (answer.body === undefined) {
      response.writeHead(answer.status).end();
      return;
    }
    response
      .writeHead(answer.status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(answer.body));
  }

  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake.panel');
      let body: unknown;
      if (rawBody.trim() !== '') {
        try {
          body = JSON.parse(rawBody) as unknown;
        } catch {
          body = undefined;
        }
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const answer = dispatch(request, rawBody);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      respond(res, answer);
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    appKey,
    clientKey,
    locationId: 1,
    requests,
    users,
    eggs,
    allocations,
    servers,
    server: (key) => findServer(key) ?? servers.find((s) => s.external_id !== null && s.external_id === key),
    failNext: (injection) => injections.push(injection),
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
