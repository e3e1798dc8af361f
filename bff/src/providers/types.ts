/**
 * One interface for every provider driver (simulated, proxmox, pterodactyl).
 *
 * Long operations are resumable step machines: a call does one step and answers either
 * `{ done: true, result }` or `{ done: false, state, retryInMs }`. The caller (the job runner)
 * stores `state` on the job and calls the same method again with it after `retryInMs`, so a
 * Proxmox task (UPID) is waited on by rescheduling the job, never by a sleep loop, and the wait
 * survives a restart. `state` must be plain JSON.
 *
 * Drivers throw `ProviderError` for failures: `retriable` ones (a lock held, a 5xx, a timeout)
 * are retried by the job runner with backoff; the others fail the operation at once.
 */
import type { Json } from '@shop/db';
import type { ConsoleClientMessage, ConsoleKindName, ConsoleServerMessage } from '@shop/domain';

export type DriverName = 'simulated' | 'proxmox' | 'pterodactyl';
export type ProductFamily = 'KVM' | 'GAME';
export type PowerAction = 'start' | 'stop' | 'reboot' | 'shutdown';

/** Plain JSON a driver keeps between the steps of one operation. */
export type StepState = { [key: string]: Json };

export type Step<T> = { done: true; result: T } | { done: false; state: StepState; retryInMs: number };

/** What to build: the service's specification as the order fixed it. */
export interface MachineSpec {
  /** Our service id (uuid): the external id on the panel, part of the hostname. */
  serviceId: string;
  family: ProductFamily;
  /** A DNS-safe name, e.g. 'svc-1a2b3c4d'. */
  hostname: string;
  owner: { id: string; email: string; username: string };
  /** KVM: the OS display name (e.g. 'Ubuntu 22.04'); drivers map it to an image/template. */
  os: string | null;
  cores: number | null;
  memoryMb: number | null;
  diskMb: number | null;
  trafficTb: number | null;
  /** KVM: how many IPv4 addresses the order bought (0 on an IPv6-only plan without extras). */
  ipCount: number | null;
  /** KVM: whether the plan comes with an IPv6 address (the IPv6-only plans). */
  ipv6: boolean;
  /** GAME: the game's display name (e.g. 'Minecraft'), its version, and slots (null on memory games). */
  game: string | null;
  version: string | null;
  slots: number | null;
  /**
   * KVM: how the customer gets in (issue 39), when the order chose it: the machine's hostname
   * (RFC 1123, lower case; `hostname` above stays the driver's own name for the machine) and the
   * OpenSSH public key lines that may log in as root. Absent: the driver's defaults, no keys.
   */
  access?: MachineAccess;
}

export interface MachineAccess {
  hostname: string;
  sshKeys: string[];
}

/** How the customer reaches the machine. The password is stored encrypted by the caller. */
export interface Connection {
  /** The main address: the first of `addresses`. */
  ip: string;
  /**
   * Every address of the machine, IPv4 first, then IPv6, lowest first. Absent on connections
   * stored before machines had several addresses: then `ip` is the only one.
   */
  addresses?: string[];
  /** SSH port on KVM, the game port on game servers. */
  port: number;
  user: string | null;
  password: string | null;
}

/** A machine that exists on the provider. */
export interface Machine {
  /** The id shown to users as the service id (vmid, panel identifier, 'sim-...'). */
  providerRef: string;
  /** The driver's own references (vmid and node, panel server id and identifier, ...). */
  data: StepState;
}

export interface CreatedMachine extends Machine {
  connection: Connection;
}

/** The provider's power state: running, stopped, starting, stopping, installing, suspended, ... */
export interface PowerStatus {
  currentStatus: string;
  /** Seconds; null when the provider does not say. */
  uptimeSeconds: number | null;
}

export interface ProviderDriver {
  readonly name: DriverName;
  /** Creates the machine (one step per call). Called with state null the first time. */
  create(spec: MachineSpec, state: StepState | null): Promise<Step<CreatedMachine>>;
  status(machine: Machine): Promise<PowerStatus>;
  /** Sends a power action. Done when the provider has carried it out (or accepted it, for panels that do not report). */
  power(machine: Machine, action: PowerAction, state: StepState | null): Promise<Step<PowerStatus>>;
  /** Reinstalls with `spec.os` (KVM) or the game's egg (GAME), keeping the address; answers the new connection. */
  reinstall(machine: Machine, spec: MachineSpec, state: StepState | null): Promise<Step<CreatedMachine>>;
  suspend(machine: Machine, state: StepState | null): Promise<Step<null>>;
  unsuspend(machine: Machine, state: StepState | null): Promise<Step<null>>;
  /** Destroys the machine and releases what it held. */
  terminate(machine: Machine, state: StepState | null): Promise<Step<null>>;
  /**
   * Removes whatever a create that failed for good had made (the machine, its addresses), so a
   * later create starts clean. `created` is the create's last step state (null when it stored
   * none); `state` is this operation's own, null the first time. Safe to repeat, and on a create
   * that made nothing; it never touches a machine the create did not make.
   */
  abandon(spec: MachineSpec, created: StepState | null, state: StepState | null): Promise<Step<null>>;
  /** The machine's console (issue 37); absent on a driver that has none. */
  openConsole?: ConsoleCapable['openConsole'];
  /**
   * KVM (issue 39): sets `user`'s password through the guest agent, without a reboot. Throws
   * GuestAgentUnavailableError when the agent does not answer. Absent on drivers without one.
   */
  setUserPassword?(machine: Machine, user: string, password: string): Promise<void>;
  /**
   * KVM (issue 39): the other way: cloud-init's password, the drive regenerated, then a reboot
   * (one step per call, like the long operations). Absent on drivers without cloud-init.
   */
  cloudInitPassword?(machine: Machine, password: string, state: StepState | null): Promise<Step<null>>;
}

export type ConsoleKind = ConsoleKindName;

/** What a provider's console says, relayed to the browser by the BFF. */
export interface ConsoleSink {
  /** terminal and game: text, status and stats messages. */
  message(message: Exclude<ConsoleServerMessage, { type: 'closed' } | { type: 'vnc' }>): void;
  /** vnc: the RFB stream's bytes. */
  binary(data: Buffer): void;
  /** The provider's side ended (once); `error` when it failed rather than closed. */
  closed(error?: Error): void;
}

/** An open console on the provider: what the browser sends goes through it. */
export interface ConsoleUpstream {
  /** vnc: the password the RFB server asks for (the browser gets it in the first message), if any. */
  readonly vncPassword?: string | null;
  /** terminal (input, resize) and game (command). */
  send(message: ConsoleClientMessage): void;
  /** vnc: the browser's RFB bytes. */
  sendBinary(data: Buffer): void;
  /** Ends the provider's side; the sink hears no more. */
  close(): void;
}

/** A driver that can open a console on a running machine (vnc and terminal on KVM, game on games). */
export interface ConsoleCapable {
  openConsole(machine: Machine, kind: ConsoleKind, sink: ConsoleSink): Promise<ConsoleUpstream>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly options: { retriable: boolean; status?: number; cause?: unknown } = { retriable: false },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
  }

  get retriable(): boolean {
    return this.options.retriable;
  }
}

export const done = <T>(result: T): Step<T> => ({ done: true, result });
export const wait = <T>(state: StepState, retryInMs: number): Step<T> => ({ done: false, state, retryInMs });

/** The guest agent of a machine did not answer: its password can only be set through cloud-init. */
export class GuestAgentUnavailableError extends ProviderError {
  constructor(message: string, cause?: unknown) {
    super(message, { retriable: false, cause });
    this.name = 'GuestAgentUnavailableError';
  }
}
