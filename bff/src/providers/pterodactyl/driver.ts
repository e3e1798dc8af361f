/**
 * The Pterodactyl driver: game servers on a Pterodactyl Panel (v1.11). Panel-wide work (users,
 * eggs, creating, reinstalling, suspending, deleting servers) goes through the application API;
 * a server's live state and power go through the client API with a root admin's key, which
 * reaches every server.
 *
 * Waiting is rescheduling: an install is watched by answering `wait(state, INSTALL_POLL_MS)` until
 * the panel reports the server installed. Every step is safe to repeat: a panel user is found by
 * our owner id before one is created, and a server whose creation answer was lost is found by our
 * service id (its external id) when the retried creation is refused as a duplicate.
 */
import type { Logger } from 'pino';
import { done, ProviderError, wait } from '../types.ts';
import type {
  CreatedMachine,
  Machine,
  MachineSpec,
  PowerAction,
  PowerStatus,
  ProviderDriver,
  Step,
  StepState,
} from '../types.ts';
import { eggForGame } from './config.ts';
import type { EggRef, PterodactylConfig } from './config.ts';
import { createPanelClient, PanelHttpError, panelErrorFields } from './panel-client.ts';
import type { PanelClient } from './panel-client.ts';
import {
  clientServerViewOf,
  clientStatsOf,
  eggOf,
  firstUserIdOf,
  serverRefOf,
  serverStatusOf,
  userIdOf,
} from './panel-data.ts';
import type { ClientServerView, EggDetails, ServerRef } from './panel-data.ts';
import { openWingsConsole } from './console.ts';
import { panelUserBody, panelUsername, serverEnvironment, serverLimits } from './server-spec.ts';

/** How often an install is looked at; a game server installs in one to a few minutes. */
export const INSTALL_POLL_MS = 10_000;
/** 180 looks (30 minutes): an install still running then is stuck, and an operator must look. */
export const INSTALL_MAX_POLLS = 180;
/** How often a power transition is looked at, and how many looks before answering what it is. */
export const POWER_POLL_MS = 3_000;
export const POWER_MAX_POLLS = 20;

export interface PterodactylDriverOptions {
  config: PterodactylConfig;
  /** The HTTP client (tests pass one; the global fetch otherwise). */
  fetch?: typeof fetch;
  log?: Pick<Logger, 'info' | 'warn'>;
  /** Per request; a request that takes longer is a retriable failure. */
  requestTimeoutMs?: number;
}

type PowerSignal = 'start' | 'stop' | 'restart';

/** Reboot is the panel's restart; shutdown and stop are both the graceful stop (never 'kill'). */
const SIGNAL: Record<PowerAction, PowerSignal> = {
  start: 'start',
  stop: 'stop',
  reboot: 'restart',
  shutdown: 'stop',
};

const SETTLED: Record<PowerAction, string> = {
  start: 'running',
  reboot: 'running',
  stop: 'stopped',
  shutdown: 'stopped',
};

function permanent(message: string): ProviderError {
  return new ProviderError(message, { retriable: false });
}

function isFinishedInstall(status: string | null): boolean {
  return status !== 'installing';
}

/** Wings' state in our words: offline is 'stopped'; running, starting and stopping stay. */
function powerStateName(currentState: string): string {
  return currentState === 'offline' ? 'stopped' : currentState;
}

/**
 * The state when the client API refuses the server with 409 (it refuses live stats while a server
 * installs, is suspended, restores a backup or moves): read from the server view, which it serves.
 */
function conflictStateName(view: ClientServerView): string {
  if (view.isSuspended || view.status === 'suspended') return 'suspended';
  if (view.isInstalling || view.status === 'installing') return 'installing';
  if (view.isTransferring) return 'transferring';
  return view.status ?? 'unavailable';
}

function refOf(machine: Machine): ServerRef {
  const { serverId, uuid, identifier } = machine.data;
  if (typeof serverId !== 'number' || typeof identifier !== 'string' || !identifier) {
    throw permanent(`Pterodactyl machine ${machine.providerRef} lacks its panel server id or identifier`);
  }
  return { serverId, uuid: typeof uuid === 'string' ? uuid : '', identifier };
}

function installState(ref: ServerRef, polls: number): StepState {
  return { phase: 'install', serverId: ref.serverId, uuid: ref.uuid, identifier: ref.identifier, polls };
}

function refFromState(state: StepState, operation: string): { ref: ServerRef; polls: number } {
  const { phase, serverId, uuid, identifier, polls } = state;
  if (phase !== 'install' || typeof serverId !== 'number' || typeof identifier !== 'string') {
    throw permanent(`Pterodactyl ${operation}: a step state this driver did not write`);
  }
  return {
    ref: { serverId, uuid: typeof uuid === 'string' ? uuid : '', identifier },
    polls: typeof polls === 'number' ? polls : 0,
  };
}

export function createPterodactylDriver(options: PterodactylDriverOptions): ProviderDriver {
  const { config, log } = options;
  const panel: PanelClient = createPanelClient({
    config,
    fetch: options.fetch,
    timeoutMs: options.requestTimeoutMs,
  });
  const enc = encodeURIComponent;

  /** The panel user for our owner: by external id, else created (and found again on a race). */
  async function ensureUser(owner: MachineSpec['owner']): Promise<number> {
    const byExternal = `/api/application/users/external/${enc(owner.id)}`;
    const found = await panel.request('application', 'GET', byExternal, { expect: [404] });
    if (found.status !== 404) return userIdOf(found.body);

    for (const withOwnerTag of [false, true]) {
      const username = panelUsername(owner, withOwnerTag);
      try {
        const created = await panel.request('application', 'POST', '/api/application/users', {
          body: panelUserBody(owner, username),
        });
        log?.info({ ownerId: owner.id, username }, 'pterodactyl: panel user created');
        return userIdOf(created.body);
      } catch (error) {
        if (!(error instanceof PanelHttpError) || error.status !== 422) throw error;
        const fields = panelErrorFields(error.body).map((entry) => entry.field);
        if (fields.includes('external_id')) {
          // Another job created this owner's user between our lookup and our create.
          return userIdOf((await panel.request('application', 'GET', byExternal)).body);
        }
        if (fields.includes('email') && !fields.includes('username')) {
          // An account with this address exists on the panel (made by hand): it is this customer's.
          const list = await panel.request(
            'application',
            'GET',
            `/api/application/users?filter[email]=${enc(owner.email)}`,
          );
          const id = firstUserIdOf(list.body);
          if (id !== null) {
            log?.warn({ ownerId: owner.id, userId: id }, 'pterodactyl: using the panel user with this email');
            return id;
          }
        }
        if (withOwnerTag || !fields.includes('username')) throw error;
        // The plain username belongs to someone else: try once more with the owner tag.
      }
    }
    throw permanent('Pterodactyl: no panel user could be created');
  }

  async function fetchEgg(ref: EggRef): Promise<EggDetails> {
    const path = `/api/application/nests/${ref.nest}/eggs/${ref.egg}?include=variables`;
    const answer = await panel.request('application', 'GET', path, { expect: [404] });
    if (answer.status === 404) {
      throw permanent(
        `Pterodactyl egg ${ref.nest}:${ref.egg} does not exist on the panel (check PTERODACTYL_EGGS)`,
      );
    }
    return eggOf(answer.body);
  }

  function chooseEgg(spec: MachineSpec): EggRef {
    if (!spec.game)
      throw permanent(`Pterodactyl builds game servers: service ${spec.serviceId} names no game`);
    const egg = eggForGame(config, spec.game);
    if (!egg) {
      throw permanent(
        `No Pterodactyl egg for the game "${spec.game}": add it (or a * entry) to PTERODACTYL_EGGS`,
      );
    }
    return egg;
  }

  function memoryOf(spec: MachineSpec): number {
    // 0 would mean unlimited memory on the panel: never build that from a missing value.
    if (spec.memoryMb === null || !Number.isInteger(spec.memoryMb) || spec.memoryMb <= 0) {
      throw permanent(`Pterodactyl: service ${spec.serviceId} has no memory size`);
    }
    return spec.memoryMb;
  }

  /** Creates the server, or finds it when a retried creation is refused as a duplicate. */
  async function createServer(spec: MachineSpec, userId: number, eggRef: EggRef, egg: EggDetails) {
    const { environment, versionVariable, slotsVariable } = serverEnvironment(egg.variables, spec);
    if (spec.version && !versionVariable) {
      log?.warn(
        { serviceId: spec.serviceId, game: spec.game },
        'pterodactyl: the egg has no version variable',
      );
    }
    const body = {
      name: spec.hostname,
      external_id: spec.serviceId,
      user: userId,
      egg: eggRef.egg,
      docker_image: egg.dockerImage,
      startup: egg.startup,
      environment,
      limits: serverLimits(spec, memoryOf(spec)),
      feature_limits: { databases: 1, backups: 1, allocations: 1 },
      deploy: { locations: [config.locationId], dedicated_ip: false, port_range: [] },
      // The customer gets a running server, as with a KVM machine.
      start_on_completion: true,
    };
    try {
      const created = await panel.request('application', 'POST', '/api/application/servers', { body });
      const ref = serverRefOf(created.body);
      log?.info({ serviceId: spec.serviceId, ...ref, slotsVariable }, 'pterodactyl: server created');
      return ref;
    } catch (error) {
      const duplicate =
        error instanceof PanelHttpError &&
        (error.status === 409 ||
          (error.status === 422 &&
            panelErrorFields(error.body).some((entry) => entry.field === 'external_id')));
      if (!duplicate) throw error;
      const existing = await panel.request(
        'application',
        'GET',
        `/api/application/servers/external/${enc(spec.serviceId)}`,
      );
      const ref = serverRefOf(existing.body);
      log?.info(
        { serviceId: spec.serviceId, ...ref },
        'pterodactyl: server already existed (a retried step)',
      );
      return ref;
    }
  }

  async function connectionOf(ref: ServerRef) {
    const view = clientServerViewOf(
      (await panel.request('client', 'GET', `/api/client/servers/${enc(ref.identifier)}`)).body,
    );
    if (!view.defaultAllocation)
      throw permanent(`Pterodactyl server ${ref.identifier} has no default allocation`);
    return { ...view.defaultAllocation, user: null, password: null };
  }

  /** One look at an install: wait while it runs, fail when it failed, else the connection. */
  async function awaitInstall(
    ref: ServerRef,
    polls: number,
    operation: string,
  ): Promise<Step<CreatedMachine>> {
    const answer = await panel.request('application', 'GET', `/api/application/servers/${ref.serverId}`, {
      expect: [404],
    });
    if (answer.status === 404)
      throw permanent(`Pterodactyl server ${ref.identifier} vanished during the ${operation}`);
    const status = serverStatusOf(answer.body);
    if (status === 'install_failed' || status === 'reinstall_failed') {
      throw permanent(
        `Pterodactyl server ${ref.identifier}: the ${operation} failed on the panel (${status})`,
      );
    }
    if (!isFinishedInstall(status)) {
      if (polls + 1 >= INSTALL_MAX_POLLS) {
        throw permanent(`Pterodactyl server ${ref.identifier} was still installing after ${polls + 1} looks`);
      }
      return wait(installState(ref, polls + 1), INSTALL_POLL_MS);
    }
    const data: StepState = { serverId: ref.serverId, uuid: ref.uuid, identifier: ref.identifier };
    return done({ providerRef: ref.identifier, data, connection: await connectionOf(ref) });
  }

  async function status(machine: Machine): Promise<PowerStatus> {
    const ref = refOf(machine);
    const base = `/api/client/servers/${enc(ref.identifier)}`;
    const answer = await panel.request('client', 'GET', `${base}/resources`, { expect: [409] });
    if (answer.status === 409) {
      const view = clientServerViewOf((await panel.request('client', 'GET', base)).body);
      return { currentStatus: conflictStateName(view), uptimeSeconds: null };
    }
    const stats = clientStatsOf(answer.body);
    return {
      currentStatus: stats.isSuspended ? 'suspended' : powerStateName(stats.currentState),
      // Wings reports the uptime in milliseconds.
      uptimeSeconds: stats.uptimeMs === null ? null : Math.floor(stats.uptimeMs / 1000),
    };
  }

  async function sendSignal(ref: ServerRef, signal: PowerSignal): Promise<void> {
    const base = `/api/client/servers/${enc(ref.identifier)}`;
    try {
      await panel.request('client', 'POST', `${base}/power`, { body: { signal } });
    } catch (error) {
      if (!(error instanceof PanelHttpError) || error.status !== 409) throw error;
      // 409 while installing passes (retriable); a suspended server stays refused until unsuspended.
      const view = clientServerViewOf((await panel.request('client', 'GET', base)).body);
      if (conflictStateName(view) === 'suspended') {
        throw permanent(`Pterodactyl server ${ref.identifier} is suspended: power actions are refused`);
      }
      throw error;
    }
  }

  async function simpleAction(machine: Machine, action: 'suspend' | 'unsuspend'): Promise<Step<null>> {
    const ref = refOf(machine);
    await panel.request('application', 'POST', `/api/application/servers/${ref.serverId}/${action}`);
    log?.info({ serverId: ref.serverId, action }, 'pterodactyl: server action done');
    return done(null);
  }

  return {
    name: 'pterodactyl',

    async openConsole(machine, kind, sink) {
      if (kind !== 'game') throw permanent(`A game server has no ${kind} console`);
      return openWingsConsole(panel, config.url, refOf(machine).identifier, sink);
    },

    async create(spec, state) {
      if (state !== null) {
        const { ref, polls } = refFromState(state, 'create');
        return awaitInstall(ref, polls, 'install');
      }
      if (spec.family !== 'GAME')
        throw permanent(`Pterodactyl builds game servers, not ${spec.family} machines`);
      // A game server is reached on one allocation (the node's address and a port); extra IPv4
      // addresses are not sold for games, and an order that says otherwise is refused, not faked.
      if ((spec.ipCount ?? 1) > 1 || spec.ipv6) {
        throw permanent(
          `Pterodactyl: service ${spec.serviceId} asks for ${spec.ipv6 ? 'an IPv6 address' : `${spec.ipCount} IPv4 addresses`}; a game server has one allocation`,
        );
      }
      // Everything that can be refused without the panel is checked before anything is made on it.
      const eggRef = chooseEgg(spec);
      memoryOf(spec);
      const userId = await ensureUser(spec.owner);
      const egg = await fetchEgg(eggRef);
      const ref = await createServer(spec, userId, eggRef, egg);
      return wait(installState(ref, 0), INSTALL_POLL_MS);
    },

    status,

    /**
     * Sends the signal, then looks at the state every POWER_POLL_MS until it settles (running
     * after start and reboot, stopped after stop and shutdown), at most POWER_MAX_POLLS times; then
     * it answers the state as it is (a large modpack may still be 'starting': the signal was
     * carried). A reboot always takes one look after the signal, since right after a restart
     * signal the server still reports the 'running' it is about to leave.
     */
    async power(machine, action, state) {
      const ref = refOf(machine);
      if (state === null) {
        await sendSignal(ref, SIGNAL[action]);
        const fresh = await status(machine);
        if (
          action !== 'reboot' &&
          (fresh.currentStatus === SETTLED[action] || fresh.currentStatus === 'suspended')
        ) {
          return done(fresh);
        }
        return wait({ phase: 'settle', polls: 1 }, POWER_POLL_MS);
      }
      const polls = typeof state.polls === 'number' ? state.polls : POWER_MAX_POLLS;
      const fresh = await status(machine);
      if (
        fresh.currentStatus === SETTLED[action] ||
        fresh.currentStatus === 'suspended' ||
        polls >= POWER_MAX_POLLS
      ) {
        return done(fresh);
      }
      return wait({ phase: 'settle', polls: polls + 1 }, POWER_POLL_MS);
    },

    /** Reinstalls with the server's egg and variables as they are; the allocation (address) stays. */
    async reinstall(machine, _spec, state) {
      if (state !== null) {
        const { ref, polls } = refFromState(state, 'reinstall');
        return awaitInstall(ref, polls, 'reinstall');
      }
      const ref = refOf(machine);
      await panel.request('application', 'POST', `/api/application/servers/${ref.serverId}/reinstall`);
      log?.info({ serverId: ref.serverId }, 'pterodactyl: reinstall started');
      return wait(installState(ref, 0), INSTALL_POLL_MS);
    },

    suspend: (machine) => simpleAction(machine, 'suspend'),
    unsuspend: (machine) => simpleAction(machine, 'unsuspend'),

    async terminate(machine) {
      const ref = refOf(machine);
      const answer = await panel.request(
        'application',
        'DELETE',
        `/api/application/servers/${ref.serverId}`,
        {
          expect: [404],
        },
      );
      log?.info(
        { serverId: ref.serverId, alreadyGone: answer.status === 404 },
        'pterodactyl: server deleted',
      );
      return done(null);
    },

    /**
     * Deletes the server a failed create made: the one in its state, else the one carrying our
     * service id (a creation whose answer was lost). Its allocation goes back to the node with it
     * (the driver deploys on the node's existing allocations and makes none of its own).
     */
    async abandon(spec, created) {
      let serverId = typeof created?.serverId === 'number' ? created.serverId : null;
      if (serverId === null) {
        const found = await panel.request(
          'application',
          'GET',
          `/api/application/servers/external/${enc(spec.serviceId)}`,
          { expect: [404] },
        );
        if (found.status !== 404) serverId = serverRefOf(found.body).serverId;
      }
      if (serverId !== null) {
        const answer = await panel.request('application', 'DELETE', `/api/application/servers/${serverId}`, {
          expect: [404],
        });
        log?.info(
          { serviceId: spec.serviceId, serverId, alreadyGone: answer.status === 404 },
          'pterodactyl: failed create cleaned up',
        );
      }
      return done(null);
    },
  };
}
