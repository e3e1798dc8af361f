/**
 * The Proxmox VE driver: KVM machines cloned from cloud-init templates on one node.
 *
 * create:    template for spec.os -> addresses from our pools -> vmid (GET /cluster/nextid, which
 *            does not reserve: a clone answering 'already exists' sends us back for the next id) ->
 *            full clone -> config (cores, memory, cloud-init user/password, netN + ipconfigN, agent) ->
 *            resize scsi0 (grow only) -> start -> the connection. A clone that went through but
 *            whose answer was lost is recognised by its hostname and carried on with ('adopt').
 * reinstall: template (checked before anything is destroyed) -> stop -> destroy -> clone to the
 *            same vmid -> config (same addresses, new password) -> resize -> start.
 * power, suspend (stop), unsuspend (start), terminate (stop -> destroy -> release the addresses).
 * abandon:   (a create that failed for good) the VM at the create's vmid, only when it carries our
 *            hostname -> stop -> destroy (purge) -> release every address the service took.
 *
 * Addresses: a cloud-init `ipconfigN` carries one IPv4 address (`ip=`) and one IPv6 (`ip6=`) for
 * the network device `netN` (qemu-server's pve-qm-ipconfig; an ipconfigN without its netN is
 * ignored). So each IPv4 address the order bought gets a device of its own on PROXMOX_BRIDGE,
 * net0..net(N-1) with ipconfig0..ipconfig(N-1); only ipconfig0 names the gateway (one default
 * route). An IPv6-only plan's address (PROXMOX_IP6_*) goes on net0 as `ip6=...,gw6=...`; with no
 * IPv4 bought, ipconfig0 has no `ip=` at all, and cloud-init then configures no IPv4.
 *
 * Every task is waited on through the step machine (steps.ts), never by sleeping.
 *
 * Choices:
 * - ciuser is 'root': the connection we hand the customer is root with a password, like the other
 *   drivers. The password is generated here and kept in the job state until the operation is done,
 *   because the state is what survives a restart (it lives in our own database, the jobs table);
 *   it is never logged.
 * - net0 gets no `rate=`: Proxmox's rate is a bandwidth cap in MB/s, while a plan's traffic is a
 *   monthly volume in TB; the volume's average rate (4 TB/month is about 1.5 MB/s) would throttle
 *   every burst, so the volume is left to metering, not to a cap.
 * - status: a `lock` of clone/create reads 'installing' and migrate 'migrating' (the VM is not
 *   usable yet or moving); a running VM whose QEMU is paused reads 'paused'.
 * - power: an action whose goal already holds (start on a running VM, stop or shutdown on a
 *   stopped one) is done at once; reboot of a stopped VM starts it (Proxmox refuses to reboot it).
 * - shutdown asks the guest for 120 s, then forces the stop (forceStop=1).
 */
import { randomInt } from 'node:crypto';
import { splitHostname } from '@shop/domain/hostnames';
import type { Knex } from 'knex';
import { allocateIps, IpPoolExhaustedError, releaseIp } from '../ip-pool.ts';
import { GuestAgentUnavailableError, ProviderError } from '../types.ts';
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
import { apiPath, createProxmoxClient, ProxmoxApiError } from './client.ts';
import { openProxmoxConsole } from './console.ts';
import type { ProxmoxConfig } from './config.ts';
import { DEFAULT_TIMING, runStepMachine, upidOrNull } from './steps.ts';
import type { MachineState, StepHandlers, StepOutcome, StepTiming } from './steps.ts';

/** ip_allocations.pool of the addresses this driver hands out. */
export const PROXMOX_IP_POOL = 'proxmox';
export const PROXMOX_IP6_POOL = 'proxmox-ip6';
export const SSH_PORT = 22;
export const CLOUD_INIT_USER = 'root';
const SHUTDOWN_TIMEOUT_SECONDS = 120;
const MAX_VMID_COLLISIONS = 20;
const GIB = 2 ** 30;

/** What the driver logs with (pino's Logger fits). */
export interface DriverLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ProxmoxDriverOptions {
  config: ProxmoxConfig;
  knex: Knex;
  /** For tests; default undici's fetch. */
  fetch?: typeof fetch;
  log?: DriverLog;
  /** Poll and backoff intervals (tests set them to 0). */
  timing?: Partial<StepTiming>;
}

/** Proxmox's `status/current` (the fields we read). */
interface RawStatus {
  status?: string;
  qmpstatus?: string;
  uptime?: number;
  lock?: string;
}

export function toPowerStatus(raw: RawStatus): PowerStatus {
  const uptimeSeconds = typeof raw.uptime === 'number' ? raw.uptime : null;
  if (raw.lock === 'clone' || raw.lock === 'create') return { currentStatus: 'installing', uptimeSeconds };
  if (raw.lock === 'migrate') return { currentStatus: 'migrating', uptimeSeconds };
  if (raw.status === 'running' && raw.qmpstatus === 'paused')
    return { currentStatus: 'paused', uptimeSeconds };
  return { currentStatus: raw.status ?? 'unknown', uptimeSeconds };
}

/** A cloud-init password: 20 characters of an unambiguous alphabet (about 115 bits). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** What marks a VM as our service's once its customer named it (the clone's `description`). */
export function serviceMarker(spec: Pick<MachineSpec, 'serviceId'>): string {
  return `abay-service:${spec.serviceId}`;
}

/**
 * `sshkeys` as Proxmox wants it: Proxmox URI-unescapes the value once after the form decoding, so
 * each key is percent-encoded (a space as %20, never '+'; ':' and '+' in comments too) and the keys
 * are joined by %0A; the form encoding then encodes the whole again (a space is %2520 on the wire).
 */
export function encodeSshKeys(keys: readonly string[]): string {
  return keys.map((key) => encodeURIComponent(key)).join('%0A');
}

/**
 * The customer's access (issue 39) as VM config: `name` (cloud-init's hostname: the first label),
 * `searchdomain` (the rest, when the hostname has dots) and `sshkeys` (when keys were chosen).
 */
export function accessParams(spec: MachineSpec): Record<string, string> {
  if (!spec.access) return {};
  const { name, domain } = splitHostname(spec.access.hostname);
  return {
    name,
    ...(domain ? { searchdomain: domain } : {}),
    ...(spec.access.sshKeys.length > 0 ? { sshkeys: encodeSshKeys(spec.access.sshKeys) } : {}),
  };
}

/** The template vmid for an OS display name: the exact name, else `*`, else a permanent error. */
export function templateFor(config: ProxmoxConfig, os: string | null): number {
  const exact = os === null ? undefined : config.templates.find((t) => t.os === os);
  if (exact) return exact.vmid;
  if (config.fallbackTemplate !== null) return config.fallbackTemplate;
  throw new ProviderError(
    `Proxmox: no template for the OS '${os ?? '(none)'}' in PROXMOX_TEMPLATES, and no '*' entry`,
  );
}

/** Whole GiB for a size in MB, rounded up (`diskMb` 40000 -> 40). */
export function diskGib(diskMb: number): number {
  return Math.ceil(diskMb / 1024);
}

/** The bytes of a drive string's `size=` (`local-lvm:vm-101-disk-0,size=10G`). */
export function driveSizeBytes(drive: string | undefined): number | undefined {
  const match = /(?:^|,)size=(\d+(?:\.\d+)?)([KMGT])?(?:,|$)/.exec(drive ?? '');
  if (!match) return undefined;
  const unit = { K: 2 ** 10, M: 2 ** 20, G: GIB, T: 2 ** 40 }[match[2] ?? ''] ?? 1;
  return Math.floor(Number(match[1]) * unit);
}

function isVmMissing(err: unknown): boolean {
  return err instanceof ProxmoxApiError && /Configuration file .* does not exist/.test(err.proxmoxMessage);
}

function isAlreadyExists(err: unknown): boolean {
  return err instanceof ProxmoxApiError && /already exists/.test(err.proxmoxMessage);
}

function requireUpid(data: unknown, what: string): string {
  const upid = upidOrNull(data);
  if (!upid) throw new ProviderError(`Proxmox ${what} answered no task id`, { retriable: true });
  return upid;
}

/** Wait on the call's task when it started one, else go straight on. */
function afterCall<T>(data: unknown, then: string): StepOutcome<T> {
  const upid = upidOrNull(data);
  return upid ? { task: upid, then } : { goto: then };
}

function requireKvmSpec(spec: MachineSpec): { cores: number; memoryMb: number } {
  if (spec.family !== 'KVM') throw new ProviderError(`Proxmox builds KVM machines, not ${spec.family}`);
  const positive = (n: number | null) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (!positive(spec.cores) || !positive(spec.memoryMb)) {
    throw new ProviderError('Proxmox: the specification lacks cores or memory');
  }
  return { cores: spec.cores!, memoryMb: spec.memoryMb! };
}

/** The addresses of a machine: its IPv4 ones (net0 first) and its IPv6 one. */
export interface MachineAddresses {
  ips: string[];
  ip6: string | null;
}

function machineRef(
  machine: Machine,
  config: ProxmoxConfig,
): { vmid: number; node: string } & MachineAddresses {
  const vmid = Number(machine.data.vmid ?? machine.providerRef);
  if (!Number.isInteger(vmid) || vmid < 100) {
    throw new ProviderError(`Proxmox: '${machine.providerRef}' is not a vmid`);
  }
  const node = typeof machine.data.node === 'string' ? machine.data.node : config.node;
  // Machines made before several addresses were sold recorded one `ip`.
  const listed = Array.isArray(machine.data.ips)
    ? machine.data.ips.filter((ip) => typeof ip === 'string')
    : null;
  const ips = listed ?? (typeof machine.data.ip === 'string' ? [machine.data.ip] : []);
  const ip6 = typeof machine.data.ip6 === 'string' ? machine.data.ip6 : null;
  return { vmid, node, ips, ip6 };
}

/**
 * The network devices and their cloud-init addresses: one netN + ipconfigN per IPv4 address (at
 * least net0), the gateways on ipconfig0 only, the IPv6 address on ipconfig0.
 */
export function networkParams(config: ProxmoxConfig, addresses: MachineAddresses): Record<string, string> {
  const params: Record<string, string> = {};
  const devices = Math.max(addresses.ips.length, 1);
  for (let n = 0; n < devices; n += 1) {
    const parts: string[] = [];
    const ip = addresses.ips[n];
    if (ip) parts.push(`ip=${ip}/${config.prefix}`, ...(n === 0 ? [`gw=${config.gateway}`] : []));
    if (n === 0 && addresses.ip6 && config.ip6) {
      parts.push(`ip6=${addresses.ip6}/${config.ip6.prefix}`, `gw6=${config.ip6.gateway}`);
    }
    params[`net${n}`] = `virtio,bridge=${config.bridge},firewall=1`;
    params[`ipconfig${n}`] = parts.join(',');
  }
  return params;
}

function addressesOf(s: MachineState): MachineAddresses {
  // A state stored by an operation begun before several addresses were sold carries one `ip`.
  const ips = Array.isArray(s.ips)
    ? s.ips.filter((ip): ip is string => typeof ip === 'string')
    : typeof s.ip === 'string'
      ? [s.ip]
      : [];
  return { ips, ip6: typeof s.ip6 === 'string' ? s.ip6 : null };
}

export function createProxmoxDriver(options: ProxmoxDriverOptions): ProviderDriver {
  const { config, knex, log } = options;
  const client = createProxmoxClient({ config, fetch: options.fetch });
  const timing: StepTiming = { ...DEFAULT_TIMING, ...options.timing };
  const vmPath = (node: string, vmid: number, ...rest: string[]) =>
    apiPath('nodes', node, 'qemu', vmid, ...rest);

  const readStatus = (node: string, vmid: number) =>
    client.get<RawStatus>(vmPath(node, vmid, 'status', 'current'));

  async function statusOrNull(node: string, vmid: number): Promise<RawStatus | null> {
    try {
      return await readStatus(node, vmid);
    } catch (err) {
      if (isVmMissing(err)) return null;
      throw err;
    }
  }

  const run = <T>(op: string, state: StepState | null, first: string, handlers: StepHandlers<T>) =>
    runStepMachine({ client, op, state, first, handlers, timing });

  const num = (s: MachineState, key: string): number => {
    const value = s[key];
    if (typeof value !== 'number') throw new ProviderError(`Proxmox: the stored state lacks ${key}`);
    return value;
  };
  const str = (s: MachineState, key: string): string => {
    const value = s[key];
    if (typeof value !== 'string') throw new ProviderError(`Proxmox: the stored state lacks ${key}`);
    return value;
  };

  /**
   * The order's IPv4 count from PROXMOX_IP_POOL and, on an IPv6 plan, one IPv6 address from
   * PROXMOX_IP6_POOL; a retried create keeps what it already took (allocateIps tops up).
   */
  async function allocate(spec: MachineSpec): Promise<MachineAddresses> {
    if (spec.ipv6 && !config.ip6) {
      throw new ProviderError(
        'Proxmox: this plan comes with an IPv6 address, but PROXMOX_IP6_POOL, PROXMOX_IP6_GATEWAY and PROXMOX_IP6_PREFIX are not set',
      );
    }
    const ipv4Count = spec.ipCount ?? 1;
    if (ipv4Count === 0 && !spec.ipv6) {
      throw new ProviderError('Proxmox: the specification asks for no address at all');
    }
    try {
      const ips = await allocateIps(knex, {
        pool: PROXMOX_IP_POOL,
        ...config.ipPool,
        serviceId: spec.serviceId,
        count: ipv4Count,
        reuseReleased: true,
      });
      const ip6 =
        spec.ipv6 && config.ip6
          ? (
              await allocateIps(knex, {
                pool: PROXMOX_IP6_POOL,
                ...config.ip6.pool,
                serviceId: spec.serviceId,
                count: 1,
                reuseReleased: true,
              })
            )[0]!
          : null;
      return { ips, ip6 };
    } catch (err) {
      if (err instanceof IpPoolExhaustedError) {
        // The order fails for good: what it took goes back to the pools (which reuse addresses),
        // so a failed order holds none; a retry after the pool is widened takes them afresh.
        await releaseIp(knex, { pool: PROXMOX_IP_POOL, serviceId: spec.serviceId });
        await releaseIp(knex, { pool: PROXMOX_IP6_POOL, serviceId: spec.serviceId });
        throw new ProviderError(`Proxmox: ${err.message}`, { retriable: false, cause: err });
      }
      throw err;
    }
  }

  /**
   * Whether the VM at `vmid` carries our hostname, or (a machine named by its customer, whose name
   * need not be unique) our service's marker in its description: the clone of an earlier attempt of ours.
   */
  async function isOurClone(node: string, vmid: number, spec: MachineSpec): Promise<boolean> {
    try {
      const vmConfig = await client.get<Record<string, string>>(vmPath(node, vmid, 'config'));
      if (vmConfig?.name === spec.hostname) return true;
      return spec.access !== undefined && vmConfig?.description === serviceMarker(spec);
    } catch (err) {
      if (isVmMissing(err)) return false;
      throw err;
    }
  }

  /**
   * The steps from the clone to the running machine, shared by create and reinstall:
   * clone -> configure -> resize -> start -> finish. `s.vmid` is the target, `s.templateVmid` the
   * source, `s.ips` and `s.ip6` the addresses; `onCloneExists` decides what a vmid taken by another VM means.
   *
   * A vmid taken by a VM with our hostname is our own clone whose answer was lost (a timeout after
   * Proxmox accepted it; the hostname holds our service id): 'adopt' waits until its clone lock is
   * gone and carries on with it, instead of leaving it behind and cloning again elsewhere.
   */
  function buildSteps(
    spec: MachineSpec,
    node: string,
    onCloneExists: (s: MachineState) => StepOutcome<CreatedMachine>,
  ): StepHandlers<CreatedMachine> {
    return {
      clone: async (s) => {
        const vmid = num(s, 'vmid');
        const template = num(s, 'templateVmid');
        let data: unknown;
        try {
          data = await client.post(vmPath(config.node, template, 'clone'), {
            newid: vmid,
            name: spec.hostname,
            full: 1,
            storage: config.storage,
            ...(spec.access ? { description: serviceMarker(spec) } : {}),
          });
        } catch (err) {
          if (!isAlreadyExists(err)) throw err;
          return (await isOurClone(node, vmid, spec)) ? { goto: 'adopt' } : onCloneExists(s);
        }
        log?.info({ vmid, node, template }, 'proxmox: clone started');
        return { task: requireUpid(data, 'clone'), then: 'configure' };
      },
      adopt: async (s) => {
        const vmid = num(s, 'vmid');
        const status = await statusOrNull(node, vmid);
        if (status === null) return { goto: 'clone' }; // that clone failed and Proxmox removed it
        if (status.lock === 'clone') return { save: 'adopt', inMs: timing.pollMs };
        log?.warn({ vmid, node }, 'proxmox: carrying on with the clone of an earlier attempt');
        return { goto: 'configure' };
      },
      configure: async (s) => {
        const vmid = num(s, 'vmid');
        const { cores, memoryMb } = requireKvmSpec(spec);
        // A new password each time the step runs: the last one sent is the one stored with the state.
        s.password = generatePassword();
        const data = await client.post(vmPath(node, vmid, 'config'), {
          cores,
          memory: memoryMb,
          ciuser: CLOUD_INIT_USER,
          cipassword: s.password,
          ...networkParams(config, addressesOf(s)),
          ...accessParams(spec),
          agent: 1,
        });
        return afterCall(data, 'resize');
      },
      resize: async (s) => {
        if (spec.diskMb === null) return { goto: 'start' };
        const vmid = num(s, 'vmid');
        const vmConfig = await client.get<Record<string, string>>(vmPath(node, vmid, 'config'));
        const current = driveSizeBytes(vmConfig?.scsi0);
        if (current === undefined) {
          throw new ProviderError(
            `Proxmox: VM ${vmid} (template ${String(s.templateVmid)}) has no scsi0 disk`,
          );
        }
        const gib = diskGib(spec.diskMb);
        if (gib * GIB <= current) {
          if (gib * GIB < current)
            log?.warn({ vmid, gib, current }, 'proxmox: template disk is larger than the plan');
          return { goto: 'start' };
        }
        const data = await client.put(vmPath(node, vmid, 'resize'), { disk: 'scsi0', size: `${gib}G` });
        return afterCall(data, 'start');
      },
      start: async (s) => {
        const vmid = num(s, 'vmid');
        const status = await readStatus(node, vmid);
        if (status.status === 'running') return { goto: 'finish' }; // a repeated step
        const data = await client.post(vmPath(node, vmid, 'status', 'start'));
        return { task: requireUpid(data, 'start'), then: 'finish' };
      },
      finish: async (s) => {
        const vmid = num(s, 'vmid');
        const { ips, ip6 } = addressesOf(s);
        const addresses = [...ips, ...(ip6 ? [ip6] : [])];
        const ip = addresses[0];
        if (!ip) throw new ProviderError(`Proxmox: VM ${vmid} was built without an address`);
        log?.info({ vmid, node, addresses }, 'proxmox: machine ready');
        return {
          done: {
            providerRef: String(vmid),
            data: { vmid, node, ip, ips, ip6 },
            connection: {
              ip,
              addresses,
              port: SSH_PORT,
              user: CLOUD_INIT_USER,
              password: str(s, 'password'),
            },
          },
        };
      },
    };
  }

  /** stop (unless stopped) -> `then`; a VM that is gone goes to `ifMissing`. */
  function stopStep<T>(node: string, vmid: number, then: string, ifMissing?: string) {
    return async (): Promise<StepOutcome<T>> => {
      const status = ifMissing ? await statusOrNull(node, vmid) : await readStatus(node, vmid);
      if (status === null) return { goto: ifMissing! };
      if (status.status === 'stopped') return { goto: then };
      const data = await client.post(vmPath(node, vmid, 'status', 'stop'));
      return { task: requireUpid(data, 'stop'), then };
    };
  }

  /** destroy with its disks -> `then`; a VM that is already gone goes straight on. */
  function destroyStep<T>(node: string, vmid: number, then: string) {
    return async (): Promise<StepOutcome<T>> => {
      let data: unknown;
      try {
        data = await client.delete(vmPath(node, vmid), { purge: 1, 'destroy-unreferenced-disks': 1 });
      } catch (err) {
        if (isVmMissing(err)) return { goto: then };
        throw err;
      }
      log?.info({ vmid, node }, 'proxmox: destroy started');
      return afterCall(data, then);
    };
  }

  return {
    name: 'proxmox',

    async openConsole(machine, kind, sink) {
      const { node, vmid } = machineRef(machine, config);
      return openProxmoxConsole(client, config, { node, vmid }, kind, sink);
    },

    create(spec: MachineSpec, state: StepState | null): Promise<Step<CreatedMachine>> {
      const node = config.node;
      return run('create', state, 'template', {
        template: async (s) => {
          requireKvmSpec(spec);
          s.templateVmid = templateFor(config, spec.os);
          return { goto: 'ip' };
        },
        ip: async (s) => {
          const { ips, ip6 } = await allocate(spec);
          s.ips = ips;
          s.ip6 = ip6;
          return { goto: 'vmid' };
        },
        vmid: async (s) => {
          const next = Number(await client.get('/cluster/nextid'));
          if (!Number.isInteger(next))
            throw new ProviderError('Proxmox /cluster/nextid answered no id', { retriable: true });
          s.vmid = Math.max(next, typeof s.minVmid === 'number' ? s.minVmid : 0);
          return { save: 'clone' }; // store the id before the clone uses it
        },
        ...buildSteps(spec, node, (s) => {
          // nextid does not reserve: a parallel create took this id first. Take a later one.
          const collisions = (typeof s.collisions === 'number' ? s.collisions : 0) + 1;
          if (collisions > MAX_VMID_COLLISIONS) {
            throw new ProviderError(`Proxmox: ${collisions} vmids in a row were taken`, { retriable: true });
          }
          s.collisions = collisions;
          s.minVmid = num(s, 'vmid') + 1;
          delete s.vmid;
          return { goto: 'vmid' };
        }),
      });
    },

    async status(machine: Machine): Promise<PowerStatus> {
      const { vmid, node } = machineRef(machine, config);
      return toPowerStatus(await readStatus(node, vmid));
    },

    power(machine: Machine, action: PowerAction, state: StepState | null): Promise<Step<PowerStatus>> {
      const { vmid, node } = machineRef(machine, config);
      return run<PowerStatus>(`power-${action}`, state, 'check', {
        check: async (s) => {
          const status = await readStatus(node, vmid);
          const running = status.status === 'running';
          if ((action === 'start' && running) || ((action === 'stop' || action === 'shutdown') && !running)) {
            return { done: toPowerStatus(status) };
          }
          s.action = action === 'reboot' && !running ? 'start' : action;
          return { goto: 'act' };
        },
        act: async (s) => {
          const act = str(s, 'action');
          const params = act === 'shutdown' ? { timeout: SHUTDOWN_TIMEOUT_SECONDS, forceStop: 1 } : undefined;
          const data = await client.post(vmPath(node, vmid, 'status', act), params);
          return { task: requireUpid(data, act), then: 'report' };
        },
        report: async () => ({ done: toPowerStatus(await readStatus(node, vmid)) }),
      });
    },

    reinstall(machine: Machine, spec: MachineSpec, state: StepState | null): Promise<Step<CreatedMachine>> {
      const { vmid, node, ips, ip6 } = machineRef(machine, config);
      return run('reinstall', state, 'template', {
        template: async (s) => {
          // Everything that can refuse the reinstall is checked before the VM is destroyed.
          requireKvmSpec(spec);
          if (ips.length === 0 && !ip6)
            throw new ProviderError(`Proxmox: VM ${vmid} has no recorded IP to keep`);
          if (ip6 && !config.ip6) {
            throw new ProviderError(
              `Proxmox: VM ${vmid} has the IPv6 address ${ip6}, but PROXMOX_IP6_* are no longer set`,
            );
          }
          s.templateVmid = templateFor(config, spec.os);
          s.vmid = vmid;
          s.ips = ips;
          s.ip6 = ip6;
          return { goto: 'stop' };
        },
        stop: stopStep(node, vmid, 'destroy', 'clone'),
        destroy: destroyStep(node, vmid, 'clone'),
        ...buildSteps(spec, node, () => {
          throw new ProviderError(`Proxmox: vmid ${vmid} was taken by another VM during the reinstall`);
        }),
      });
    },

    suspend(machine: Machine, state: StepState | null): Promise<Step<null>> {
      const { vmid, node } = machineRef(machine, config);
      return run<null>('suspend', state, 'stop', {
        stop: stopStep(node, vmid, 'finish'),
        finish: async () => ({ done: null }),
      });
    },

    unsuspend(machine: Machine, state: StepState | null): Promise<Step<null>> {
      const { vmid, node } = machineRef(machine, config);
      return run<null>('unsuspend', state, 'start', {
        start: async () => {
          const status = await readStatus(node, vmid);
          if (status.status === 'running') return { goto: 'finish' };
          const data = await client.post(vmPath(node, vmid, 'status', 'start'));
          return { task: requireUpid(data, 'start'), then: 'finish' };
        },
        finish: async () => ({ done: null }),
      });
    },

    terminate(machine: Machine, state: StepState | null): Promise<Step<null>> {
      const { vmid, node, ips, ip6 } = machineRef(machine, config);
      return run<null>('terminate', state, 'stop', {
        stop: stopStep(node, vmid, 'destroy', 'release'),
        destroy: destroyStep(node, vmid, 'release'),
        release: async () => {
          for (const ip of ips) await releaseIp(knex, { pool: PROXMOX_IP_POOL, ip });
          if (ip6) await releaseIp(knex, { pool: PROXMOX_IP6_POOL, ip: ip6 });
          if (ips.length === 0 && !ip6)
            log?.warn({ vmid }, 'proxmox: terminated a VM without a recorded IP; nothing released');
          log?.info({ vmid, node, ips, ip6 }, 'proxmox: machine terminated');
          return { done: null };
        },
      });
    },

    async setUserPassword(machine: Machine, user: string, password: string): Promise<void> {
      const { vmid, node } = machineRef(machine, config);
      try {
        await client.post(vmPath(node, vmid, 'agent', 'set-user-password'), { username: user, password });
      } catch (err) {
        // qemu-server: 'QEMU guest agent is not running' (or no answer within its timeout).
        if (err instanceof ProxmoxApiError && /guest agent|not running|timeout/i.test(err.proxmoxMessage)) {
          throw new GuestAgentUnavailableError(`Proxmox: VM ${vmid}: the guest agent did not answer`, err);
        }
        throw err;
      }
      log?.info({ vmid, node }, 'proxmox: password set through the guest agent');
    },

    cloudInitPassword(machine: Machine, password: string, state: StepState | null): Promise<Step<null>> {
      const { vmid, node } = machineRef(machine, config);
      return run<null>('cloud-init-password', state, 'config', {
        // Proxmox stores a hash of cipassword; the password itself lives only in this step's call.
        config: async () => {
          await client.put(vmPath(node, vmid, 'config'), { cipassword: password });
          return { goto: 'regenerate' };
        },
        regenerate: async () => {
          await client.put(vmPath(node, vmid, 'cloudinit'));
          return { goto: 'reboot' };
        },
        reboot: async () => {
          const data = await client.post(vmPath(node, vmid, 'status', 'reboot'));
          return { task: requireUpid(data, 'reboot'), then: 'finish' };
        },
        finish: async () => {
          log?.info({ vmid, node }, 'proxmox: password set through cloud-init, rebooted');
          return { done: null };
        },
      });
    },

    abandon(spec: MachineSpec, created: StepState | null, state: StepState | null): Promise<Step<null>> {
      const node = config.node;
      const vmid = typeof created?.vmid === 'number' ? created.vmid : null;
      return run<null>('abandon', state, 'check', {
        // A vmid the create stored but another VM took (nextid does not reserve) is not ours.
        check: async () =>
          vmid !== null && (await isOurClone(node, vmid, spec)) ? { goto: 'stop' } : { goto: 'release' },
        ...(vmid === null
          ? {}
          : {
              stop: stopStep<null>(node, vmid, 'destroy', 'release'),
              destroy: destroyStep<null>(node, vmid, 'release'),
            }),
        release: async () => {
          await releaseIp(knex, { pool: PROXMOX_IP_POOL, serviceId: spec.serviceId });
          await releaseIp(knex, { pool: PROXMOX_IP6_POOL, serviceId: spec.serviceId });
          log?.info({ vmid, node, serviceId: spec.serviceId }, 'proxmox: failed create cleaned up');
          return { done: null };
        },
      });
    },
  };
}
