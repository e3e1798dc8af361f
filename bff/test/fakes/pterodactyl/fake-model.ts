/**
 * The fake panel's data: users, nests and eggs with variables, locations' allocations and
 * servers with their install and power state, and how the panel's transformers present them.
 */
import { randomUUID } from 'node:crypto';

export interface FakeEggVariable {
  name: string;
  env_variable: string;
  default_value: string;
  rules: string;
}

export interface FakeEgg {
  id: number;
  nest: number;
  name: string;
  docker_images: Record<string, string>;
  startup: string;
  variables: FakeEggVariable[];
}

export interface FakeAllocation {
  id: number;
  node: number;
  location: number;
  ip: string;
  ip_alias: string | null;
  port: number;
  /** The server holding it; null when free. */
  serverId: number | null;
}

export interface FakeUser {
  id: number;
  external_id: string | null;
  uuid: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  root_admin: boolean;
}

/** Wings' process states. */
export type FakePowerState = 'offline' | 'starting' | 'running' | 'stopping';

export interface FakeServer {
  id: number;
  uuid: string;
  identifier: string;
  external_id: string | null;
  name: string;
  user: number;
  egg: number;
  nest: number;
  docker_image: string;
  startup: string;
  environment: Record<string, unknown>;
  limits: Record<string, unknown>;
  feature_limits: Record<string, unknown>;
  allocation: number;
  /** 'running' while an install runs; the install ends after `installPollsLeft` looks. */
  install: 'running' | 'done' | 'failed';
  installPollsLeft: number;
  /** Set by a test: the running install ends as install_failed instead. */
  installWillFail: boolean;
  /** True after a reinstall: a failure is reinstall_failed. */
  reinstalled: boolean;
  suspended: boolean;
  /** `start_on_completion` of the creation: the panel starts the server once its install is done. */
  startOnCompletion: boolean;
  power: FakePowerState;
  /** States still to come after a signal; each look at the resources moves one on. */
  powerQueue: FakePowerState[];
  runningSince: number | null;
  /** Set by a test: the uptime the resources report (milliseconds), whatever the clock says. */
  uptimeMs: number | null;
}

/** A Minecraft egg, a Forge egg (two version variables), a slots egg and one without a version. */
export function defaultEggs(): FakeEgg[] {
  const jarfile: FakeEggVariable = {
    name: 'Server Jar File',
    env_variable: 'SERVER_JARFILE',
    default_value: 'server.jar',
    rules: 'required|regex:/^([\\w\\d._-]+)(\\.jar)$/',
  };
  return [
    {
      id: 1,
      nest: 1,
      name: 'Paper',
      docker_images: {
        'Java 17': 'ghcr.io/pterodactyl/yolks:java_17',
        'Java 21': 'ghcr.io/pterodactyl/yolks:java_21',
      },
      startup: 'java -Xms128M -Xmx{{SERVER_MEMORY}}M -jar {{SERVER_JARFILE}}',
      variables: [
        {
          name: 'Minecraft Version',
          env_variable: 'MINECRAFT_VERSION',
          default_value: 'latest',
          rules: 'nullable|string|max:20',
        },
        jarfile,
        {
          name: 'Build Number',
          env_variable: 'BUILD_NUMBER',
          default_value: 'latest',
          rules: 'required|string|max:20',
        },
      ],
    },
    {
      id: 2,
      nest: 1,
      name: 'Forge Minecraft',
      docker_images: { 'Java 17': 'ghcr.io/pterodactyl/yolks:java_17' },
      startup: 'java -Xms128M -Xmx{{SERVER_MEMORY}}M -jar {{SERVER_JARFILE}}',
      variables: [
        jarfile,
        {
          name: 'Minecraft Version',
          env_variable: 'MC_VERSION',
          default_value: 'latest',
          rules: 'required|string|max:9',
        },
        {
          name: 'Build Type',
          env_variable: 'BUILD_TYPE',
          default_value: 'recommended',
          rules: 'required|string|in:recommended,latest',
        },
        {
          name: 'Forge Version',
          env_variable: 'FORGE_VERSION',
          default_value: '',
          rules: 'nullable|string|max:25',
        },
      ],
    },
    {
      id: 3,
      nest: 2,
      name: 'Rust',
      docker_images: { Rust: 'ghcr.io/pterodactyl/games:rust' },
      startup: './RustDedicated -batchmode +server.port {{SERVER_PORT}} +server.maxplayers {{MAX_PLAYERS}}',
      variables: [
        {
          name: 'Server Name',
          env_variable: 'HOSTNAME',
          default_value: 'A Rust Server',
          rules: 'required|string|max:60',
        },
        { name: 'Max Players', env_variable: 'MAX_PLAYERS', default_value: '40', rules: 'required|integer' },
        {
          name: 'RCON Password',
          env_variable: 'RCON_PASS',
          default_value: 'CHANGEME',
          rules: 'required|string|max:64',
        },
      ],
    },
    {
      id: 4,
      nest: 3,
      name: 'Generic',
      docker_images: { Debian: 'ghcr.io/pterodactyl/yolks:debian' },
      startup: './start.sh',
      variables: [
        {
          name: 'Server Name',
          env_variable: 'SERVER_NAME',
          default_value: 'Game Server',
          rules: 'required|string|max:40',
        },
      ],
    },
  ];
}

/** Location 1: node 1 on 203.0.113.10, ports 25565-25570. */
export function defaultAllocations(): FakeAllocation[] {
  return [25565, 25566, 25567, 25568, 25569, 25570].map((port, index) => ({
    id: index + 1,
    node: 1,
    location: 1,
    ip: '203.0.113.10',
    ip_alias: null,
    port,
    serverId: null,
  }));
}

export function newUser(id: number, fields: Omit<FakeUser, 'id' | 'uuid'>): FakeUser {
  return { id, uuid: randomUUID(), ...fields };
}

export function serverStatus(server: FakeServer): string | null {
  if (server.suspended) return 'suspended';
  if (server.install === 'running') return 'installing';
  if (server.install === 'failed') return server.reinstalled ? 'reinstall_failed' : 'install_failed';
  return null;
}

const timestamp = () => new Date().toISOString();

export function userResource(user: FakeUser) {
  return {
    object: 'user',
    attributes: {
      id: user.id,
      external_id: user.external_id,
      uuid: user.uuid,
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      language: 'en',
      root_admin: user.root_admin,
      '2fa': false,
      created_at: timestamp(),
      updated_at: timestamp(),
    },
  };
}

export function eggResource(egg: FakeEgg, includeVariables: boolean) {
  const images = Object.values(egg.docker_images);
  return {
    object: 'egg',
    attributes: {
      id: egg.id,
      uuid: randomUUID(),
      name: egg.name,
      nest: egg.nest,
      author: 'support@pterodactyl.io',
      description: null,
      docker_image: images[0] ?? '',
      docker_images: egg.docker_images,
      startup: egg.startup,
      ...(includeVariables
        ? {
            relationships: {
              variables: {
                object: 'list',
                data: egg.variables.map((variable, index) => ({
                  object: 'egg_variable',
                  attributes: {
                    id: egg.id * 100 + index,
                    egg_id: egg.id,
                    description: '',
                    user_viewable: true,
                    user_editable: true,
                    ...variable,
                  },
                })),
              },
            },
          }
        : {}),
    },
  };
}

/** The application API's server (ServerTransformer). */
export function serverResource(server: FakeServer) {
  return {
    object: 'server',
    attributes: {
      id: server.id,
      external_id: server.external_id,
      uuid: server.uuid,
      identifier: server.identifier,
      name: server.name,
      description: '',
      status: serverStatus(server),
      suspended: server.suspended,
      limits: { ...server.limits, threads: null, oom_disabled: true },
      feature_limits: server.feature_limits,
      user: server.user,
      node: 1,
      allocation: server.allocation,
      nest: server.nest,
      egg: server.egg,
      container: {
        startup_command: server.startup,
        image: server.docker_image,
        installed: server.install === 'done' ? 1 : 0,
        environment: server.environment,
      },
      updated_at: timestamp(),
      created_at: timestamp(),
    },
  };
}

/** The client API's server view, with its allocations (Client\ServerTransformer). */
export function clientServerResource(server: FakeServer, allocations: FakeAllocation[], viewer: FakeUser) {
  return {
    object: 'server',
    attributes: {
      server_owner: viewer.id === server.user,
      identifier: server.identifier,
      internal_id: server.id,
      uuid: server.uuid,
      name: server.name,
      node: 'Node 1',
      is_node_under_maintenance: false,
      description: '',
      limits: server.limits,
      invocation: server.startup,
      docker_image: server.docker_image,
      feature_limits: server.feature_limits,
      status: serverStatus(server),
      is_suspended: server.suspended,
      is_installing: server.install === 'running',
      is_transferring: false,
      relationships: {
        allocations: {
          object: 'list',
          data: allocations.map((allocation) => ({
            object: 'allocation',
            attributes: {
              id: allocation.id,
              ip: allocation.ip,
              ip_alias: allocation.ip_alias,
              port: allocation.port,
              notes: null,
              is_default: allocation.id === server.allocation,
            },
          })),
        },
      },
    },
  };
}
