/**
 * The state behind the fake Proxmox API: one node with templates, VMs and worker tasks, and the
 * rules real Proxmox applies to them (qemu-server's texts):
 *
 * - every long action is a task (UPID) that answers `running` for `taskPolls` polls of its status,
 *   then `stopped` with exitstatus 'OK' (or an injected error). A task only advances when it is
 *   polled, so a client that does not wait on its tasks runs into the next rule;
 * - while a task holds a VM, changing that VM (config, resize, power, destroy) answers HTTP 500
 *   `can't lock file '/var/lock/qemu-server/lock-<vmid>.conf' - got timeout`;
 * - clone refuses an existing vmid, destroy refuses a running VM, resize refuses to shrink, start
 *   fails on a running VM or a bridge that does not exist, reboot refuses a stopped VM;
 * - ipconfigN is checked as qemu-server's pve-qm-ipconfig (ip, gw, ip6, gw6; a gateway requires
 *   its address), and is what cloud-init gives the guest for netN only (cloudInitNetwork).
 */
import { createHash } from 'node:crypto';
import { parseSshPublicKey } from '@shop/domain/ssh-keys';
import { isIpv4, isIpv6 } from '../../../src/providers/ip-pool.ts';
import { formatSize, isTrue, parsePropertyString, parseSize } from './fake-params.ts';
import type { Params } from './fake-params.ts';

export class PveError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface FakeVm {
  vmid: number;
  template: boolean;
  status: 'running' | 'stopped';
  /** As `GET .../config` shows it (cipassword hashed, as Proxmox stores it). */
  config: Record<string, string>;
  /** scsi0's size in bytes. */
  diskBytes: number;
  /** The config lock (`clone` while a clone runs, `destroyed` while a destroy runs). */
  lock: string | null;
  startedAt: number | null;
  /** The cloud-init password as sent (the config only has its hash). */
  cipassword: string | null;
  /** The template it was cloned from. */
  clonedFrom: number | null;
  /** The SSH keys cloud-init would install: `sshkeys` URI-unescaped and split into lines, as Proxmox reads it. */
  sshkeys: string[] | null;
  /** Whether the simulated QEMU guest agent answers (only while the VM runs); true by default. */
  agentRunning: boolean;
  /** Passwords set through the agent, in order: `{ username, password }`. */
  agentPasswords: { username: string; password: string }[];
  /** How often the cloud-init drive was regenerated (PUT .../cloudinit). */
  cloudInitRegenerations: number;
  /** Reboots carried out (qmreboot tasks that ended OK). */
  reboots: number;
}

export interface FakeTask {
  upid: string;
  type: string;
  id: string;
  status: 'running' | 'stopped';
  exitstatus: string | null;
}

interface TaskRecord extends FakeTask {
  node: string;
  user: string;
  starttime: number;
  pollsLeft: number;
  /** The VM whose lock the task holds. */
  vmid: number | null;
  /** The exit status it will end with. */
  outcome: string;
  onOk?: () => void;
  onFail?: () => void;
}

export interface FakeNodeOptions {
  node: string;
  user: string;
  storages: string[];
  bridges: string[];
  taskPolls: number;
}

export interface FakeTemplate {
  vmid: number;
  name: string;
  /** scsi0's size; default 10 GiB. */
  diskGb?: number;
}

const GIB = 2 ** 30;

export function lockError(vmid: number): PveError {
  return new PveError(500, `can't lock file '/var/lock/qemu-server/lock-${vmid}.conf' - got timeout`);
}

export class FakeNode {
  readonly vms = new Map<number, FakeVm>();
  private readonly taskRecords = new Map<string, TaskRecord>();
  private readonly injectedTaskFailures: { type: string; exitstatus: string }[] = [];
  private readonly injectedLocks = new Map<number, number>();
  private readonly injectedNextIds: number[] = [];
  private pid = 0x1000;

  constructor(readonly options: FakeNodeOptions) {}

  get tasks(): FakeTask[] {
    return [...this.taskRecords.values()].map(({ upid, type, id, status, exitstatus }) => ({
      upid,
      type,
      id,
      status,
      exitstatus,
    }));
  }

  addTemplate(template: FakeTemplate): void {
    const storage = this.options.storages[0] ?? 'local-lvm';
    const bytes = (template.diskGb ?? 10) * GIB;
    this.vms.set(template.vmid, {
      vmid: template.vmid,
      template: true,
      status: 'stopped',
      config: {
        name: template.name,
        template: '1',
        cores: '1',
        memory: '1024',
        ostype: 'l26',
        scsihw: 'virtio-scsi-pci',
        boot: 'order=scsi0',
        scsi0: `${storage}:base-${template.vmid}-disk-0,size=${formatSize(bytes)}`,
        ide2: `${storage}:cloudinit,media=cdrom`,
        net0: `virtio=BC:24:11:00:${(template.vmid % 256).toString(16).padStart(2, '0').toUpperCase()}:01,bridge=vmbr0`,
      },
      diskBytes: bytes,
      lock: null,
      startedAt: null,
      cipassword: null,
      sshkeys: null,
      agentRunning: true,
      agentPasswords: [],
      cloudInitRegenerations: 0,
      reboots: 0,
      clonedFrom: null,
    });
  }

  // ---- failure injection ------------------------------------------------------------------

  /** The next task of this type (qmclone, qmconfig, qmresize, qmstart, qmstop, ...) ends with `exitstatus`. */
  failNextTask(type: string, exitstatus: string): void {
    this.injectedTaskFailures.push({ type, exitstatus });
  }

  /** The next `times` changes to the VM answer the lock error (another worker holds its lock). */
  lockVm(vmid: number, times = 1): void {
    this.injectedLocks.set(vmid, (this.injectedLocks.get(vmid) ?? 0) + times);
  }

  /** /cluster/nextid's next answer (e.g. a stale one, as when a parallel create raced us). */
  answerNextIdWith(vmid: number): void {
    this.injectedNextIds.push(vmid);
  }

  /** Every running task stops now, as if polled to its end. */
  finishTasks(): void {
    for (const task of this.taskRecords.values()) if (task.status === 'running') this.finish(task);
  }

  // ---- tasks ------------------------------------------------------------------------------

  private startTask(
    type: string,
    id: string,
    vmid: number | null,
    effects: { onOk?: () => void; onFail?: () => void; failWith?: string },
  ): string {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
    this.pid += 1;
    const starttime = Math.floor(Date.now() / 1000);
    const { node, user } = this.options;
    const upid = `UPID:${node}:${hex(this.pid)}:${hex(this.pid * 7)}:${hex(starttime)}:${type}:${id}:${user}:`;
    const injected = this.injectedTaskFailures.findIndex((f) => f.type === type);
    const outcome =
      injected >= 0
        ? this.injectedTaskFailures.splice(injected, 1)[0]!.exitstatus
        : (effects.failWith ?? 'OK');
    this.taskRecords.set(upid, {
      upid,
      node,
      user,
      type,
      id,
      starttime,
      status: 'running',
      exitstatus: null,
      pollsLeft: this.options.taskPolls,
      vmid,
      outcome,
      onOk: effects.onOk,
      onFail: effects.onFail,
    });
    return upid;
  }

  private finish(task: TaskRecord): void {
    task.status = 'stopped';
    task.exitstatus = task.outcome;
    if (task.outcome === 'OK' || /^WARNINGS: \d+$/.test(task.outcome)) task.onOk?.();
    else task.onFail?.();
  }

  taskStatus(node: string, upid: string): Record<string, unknown> {
    const task = this.taskRecords.get(upid);
    if (!task && !/^UPID:[^:]+:/.test(upid)) {
      throw new PveError(400, 'Parameter verification failed.', { upid: 'unable to parse worker upid' });
    }
    if (!task || task.node !== node) throw new PveError(500, `no such task '${upid}'`);
    if (task.status === 'running') {
      if (task.pollsLeft > 0) task.pollsLeft -= 1;
      else this.finish(task);
    }
    return {
      upid: task.upid,
      node: task.node,
      pid: parseInt(task.upid.split(':')[2]!, 16),
      starttime: task.starttime,
      type: task.type,
      id: task.id,
      user: task.user,
      status: task.status,
      ...(task.status === 'stopped' ? { exitstatus: task.exitstatus } : {}),
    };
  }

  private runningTaskOn(vmid: number): TaskRecord | undefined {
    return [...this.taskRecords.values()].find((t) => t.vmid === vmid && t.status === 'running');
  }

  // ---- VMs --------------------------------------------------------------------------------

  requireVm(vmid: number): FakeVm {
    const vm = this.vms.get(vmid);
    if (!vm) {
      throw new PveError(
        500,
        `Configuration file 'nodes/${this.options.node}/qemu-server/${vmid}.conf' does not exist`,
      );
    }
    return vm;
  }

  /** The VM, for a request that changes it: refused while a task (or an injected lock) holds it. */
  private lockedVm(vmid: number): FakeVm {
    const vm = this.requireVm(vmid);
    const injected = this.injectedLocks.get(vmid) ?? 0;
    if (injected > 0) {
      this.injectedLocks.set(vmid, injected - 1);
      throw lockError(vmid);
    }
    if (this.runningTaskOn(vmid)) throw lockError(vmid);
    return vm;
  }

  nextId(requested?: string): number {
    if (requested !== undefined) {
      if (this.vms.has(Number(requested))) throw new PveError(400, `VM ${requested} already exists`);
      return Number(requested);
    }
    const injected = this.injectedNextIds.shift();
    if (injected !== undefined) return injected;
    let vmid = 100;
    while (this.vms.has(vmid)) vmid += 1;
    return vmid;
  }

  clone(vmid: number, params: Params): string {
    const source = this.requireVm(vmid);
    const newid = Number(params.newid);
    if (this.vms.has(newid))
      throw new PveError(500, `unable to create VM ${newid}: config file already exists`);
    const full = params.full === undefined ? !source.template : isTrue(params.full);
    if (params.storage !== undefined && !full) {
      throw new PveError(500, "parameter 'storage' not allowed for linked clones");
    }
    const storage = params.storage ?? this.options.storages[0]!;
    if (!this.options.storages.includes(storage))
      throw new PveError(500, `storage '${storage}' does not exist`);

    const config: Record<string, string> = {
      ...source.config,
      name: params.name ?? `Copy-of-VM-${source.config.name ?? vmid}`,
    };
    delete config.template;
    config.scsi0 = `${storage}:vm-${newid}-disk-0,size=${formatSize(source.diskBytes)}`;
    if (params.description !== undefined) config.description = params.description;
    const vm: FakeVm = {
      vmid: newid,
      template: false,
      status: 'stopped',
      config,
      diskBytes: source.diskBytes,
      lock: 'clone',
      startedAt: null,
      cipassword: null,
      sshkeys: null,
      agentRunning: true,
      agentPasswords: [],
      cloudInitRegenerations: 0,
      reboots: 0,
      clonedFrom: vmid,
    };
    this.vms.set(newid, vm);
    // The clone worker's id is the source VM; it holds the new VM's lock until the copy is done.
    return this.startTask('qmclone', String(vmid), newid, {
      onOk: () => {
        vm.lock = null;
      },
      onFail: () => {
        this.vms.delete(newid); // qemu-server removes what a failed clone left
      },
    });
  }

  readConfig(vmid: number): Record<string, string> {
    const vm = this.requireVm(vmid);
    return { ...vm.config, ...(vm.lock ? { lock: vm.lock } : {}), digest: digestOf(vm.config) };
  }

  /** POST (async: answers a UPID) or PUT (sync: answers null). */
  updateConfig(vmid: number, params: Params, async: boolean): string | null {
    const vm = this.lockedVm(vmid);
    const errors = this.configFormatErrors(params);
    if (errors) throw new PveError(400, 'Parameter verification failed.', errors);
    const apply = () => {
      const {
        delete: toDelete,
        digest: _digest,
        skiplock: _skiplock,
        background_delay: _delay,
        ...values
      } = params;
      for (const key of (toDelete ?? '').split(/[,;\s]+/).filter(Boolean)) delete vm.config[key];
      for (const [key, value] of Object.entries(values)) {
        if (key === 'cipassword') {
          vm.cipassword = value;
          vm.config.cipassword = `$5$fake$${createHash('sha256').update(value).digest('base64')}`;
        } else if (key === 'sshkeys') {
          vm.config.sshkeys = value; // stored still URI-escaped, as qemu-server keeps it
          vm.sshkeys = decodeSshKeys(value);
        } else {
          vm.config[key] = value;
        }
      }
    };
    if (!async) {
      apply();
      return null;
    }
    return this.startTask('qmconfig', String(vmid), vmid, { onOk: apply });
  }

  private configFormatErrors(params: Params): Record<string, string> | undefined {
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      const problem = /^net\d+$/.test(key)
        ? netProblem(value)
        : /^ipconfig\d+$/.test(key)
          ? ipconfigProblem(value)
          : key === 'sshkeys'
            ? sshkeysProblem(value)
            : key === 'memory' && Number(value.replace('current=', '')) < 16
              ? 'value must have a minimum value of 16'
              : undefined;
      if (problem) errors[key] = problem;
    }
    return Object.keys(errors).length > 0 ? errors : undefined;
  }

  /** agent/set-user-password: only while the VM runs and its agent answers (qemu-server's texts). */
  setUserPassword(vmid: number, params: Params): Record<string, unknown> {
    const vm = this.requireVm(vmid);
    if (vm.status !== 'running') throw new PveError(500, `VM ${vmid} is not running`);
    if (!vm.agentRunning) throw new PveError(500, 'QEMU guest agent is not running');
    vm.agentPasswords.push({ username: params.username!, password: params.password! });
    return { result: {} };
  }

  /** PUT .../cloudinit: regenerates the cloud-init drive from the config. */
  regenerateCloudInit(vmid: number): null {
    const vm = this.lockedVm(vmid);
    vm.cloudInitRegenerations += 1;
    return null;
  }

  resize(vmid: number, params: Params): string {
    const vm = this.lockedVm(vmid);
    const disk = params.disk!;
    if (disk !== 'scsi0' || vm.config.scsi0 === undefined)
      throw new PveError(500, `disk '${disk}' does not exist`);
    const size = parseSize(params.size!)!;
    const target = size.relative ? vm.diskBytes + size.bytes : size.bytes;
    if (target < vm.diskBytes) throw new PveError(500, 'shrinking disks is not supported');
    return this.startTask('qmresize', String(vmid), vmid, {
      onOk: () => {
        vm.diskBytes = target;
        vm.config.scsi0 = vm.config.scsi0!.replace(/size=[^,]+/, `size=${formatSize(target)}`);
      },
    });
  }

  currentStatus(vmid: number): Record<string, unknown> {
    const vm = this.requireVm(vmid);
    const running = vm.status === 'running';
    return {
      vmid,
      name: vm.config.name,
      status: vm.status,
      qmpstatus: vm.status,
      uptime: running && vm.startedAt !== null ? Math.floor((Date.now() - vm.startedAt) / 1000) : 0,
      cpus: Number(vm.config.cores ?? 1),
      maxmem: Number((vm.config.memory ?? '512').replace('current=', '')) * 2 ** 20,
      mem: 0,
      maxdisk: vm.diskBytes,
      netin: 0,
      netout: 0,
      ...(vm.template ? { template: 1 } : {}),
      ...(vm.lock ? { lock: vm.lock } : {}),
    };
  }

  power(vmid: number, action: 'start' | 'stop' | 'shutdown' | 'reboot'): string {
    const vm = this.lockedVm(vmid);
    const id = String(vmid);
    const stop = () => {
      vm.status = 'stopped';
      vm.startedAt = null;
    };
    const start = () => {
      vm.status = 'running';
      vm.startedAt = Date.now();
    };
    switch (action) {
      case 'start':
        return this.startTask('qmstart', id, vmid, { onOk: start, failWith: this.startProblem(vm) });
      case 'stop':
        return this.startTask('qmstop', id, vmid, { onOk: stop });
      case 'shutdown':
        return this.startTask('qmshutdown', id, vmid, { onOk: stop });
      case 'reboot':
        if (vm.status !== 'running') throw new PveError(500, `VM ${vmid} not running`);
        return this.startTask('qmreboot', id, vmid, {
          onOk: () => {
            vm.reboots += 1;
            start();
          },
        });
    }
  }

  private startProblem(vm: FakeVm): string | undefined {
    if (vm.template) return "you can't start a vm if it's a template";
    if (vm.status === 'running') return `VM ${vm.vmid} already running`;
    for (const [key, value] of Object.entries(vm.config)) {
      if (!/^net\d+$/.test(key)) continue;
      const bridge = parsePropertyString(value).items.find(([k]) => k === 'bridge')?.[1];
      if (bridge && !this.options.bridges.includes(bridge)) return `bridge '${bridge}' does not exist`;
    }
    return undefined;
  }

  destroy(vmid: number): string {
    const vm = this.lockedVm(vmid);
    if (vm.status === 'running') throw new PveError(500, `VM ${vmid} is running - destroy failed`);
    vm.lock = 'destroyed';
    return this.startTask('qmdestroy', String(vmid), vmid, {
      onOk: () => {
        this.vms.delete(vmid);
      },
      onFail: () => {
        vm.lock = null;
      },
    });
  }
}

function digestOf(config: Record<string, string>): string {
  return createHash('sha1').update(JSON.stringify(config)).digest('hex');
}

const NET_MODELS = ['virtio', 'e1000', 'e1000e', 'rtl8139', 'vmxnet3'];
const NET_KEYS = ['bridge', 'firewall', 'rate', 'tag', 'mtu', 'queues', 'link_down', 'macaddr', 'trunks'];

function netProblem(value: string): string | undefined {
  const [first, ...rest] = parsePropertyString(value).items;
  if (!first || !NET_MODELS.includes(first[0]))
    return `invalid format - model: value '${first?.[0]}' unknown`;
  for (const [key, v] of rest) {
    if (!NET_KEYS.includes(key)) return `invalid format - ${key}: property is not defined in schema`;
    if ((key === 'firewall' || key === 'link_down') && !/^[01]$/.test(v ?? '')) {
      return `invalid format - ${key}: type check ('boolean') failed - got '${v}'`;
    }
    if (key === 'rate' && !/^\d+(\.\d+)?$/.test(v ?? '')) {
      return `invalid format - rate: type check ('number') failed - got '${v}'`;
    }
  }
  return undefined;
}

/** One interface as cloud-init configures it in the guest (Proxmox's nocloud/configdrive2 network). */
export interface GuestInterface {
  device: string;
  ip: string | null;
  gw: string | null;
  ip6: string | null;
  gw6: string | null;
}

/**
 * What the guest's cloud-init gets from a VM config: one interface per netN with the ipconfigN of
 * the same index (an ipconfigN without its netN is ignored, as qemu-server does); with neither
 * `ip` nor `ip6` the interface falls back to DHCP on IPv4 (Proxmox's documented default).
 */
export function cloudInitNetwork(config: Record<string, string>): GuestInterface[] {
  return Object.keys(config)
    .filter((key) => /^net\d+$/.test(key))
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((device) => {
      const values = new Map(parsePropertyString(config[`ipconfig${device.slice(3)}`] ?? '').items);
      const get = (key: string) => values.get(key) ?? null;
      const [ip, ip6] = [get('ip'), get('ip6')];
      return { device, ip: ip === null && ip6 === null ? 'dhcp' : ip, gw: get('gw'), ip6, gw6: get('gw6') };
    });
}

const IPCONFIG_KEYS = ['ip', 'gw', 'ip6', 'gw6'];

function cidrOk(value: string, family: 4 | 6): boolean {
  const [ip = '', prefix, extra] = value.split('/');
  const max = family === 4 ? 32 : 128;
  const isIp = family === 4 ? isIpv4(ip) : isIpv6(ip);
  return isIp && extra === undefined && /^\d+$/.test(prefix ?? '') && Number(prefix) <= max;
}

/** qemu-server's pve-qm-ipconfig: pve-ipv4-config ip, ipv4 gw (requires ip), pve-ipv6-config ip6, ipv6 gw6 (requires ip6). */
function ipconfigProblem(value: string): string | undefined {
  if (value === '') return undefined;
  const items = parsePropertyString(value).items;
  const given = new Map(items);
  for (const [key, v] of items) {
    if (!IPCONFIG_KEYS.includes(key)) return `invalid format - ${key}: property is not defined in schema`;
    if (key === 'ip' && !(v === 'dhcp' || cidrOk(v ?? '', 4)))
      return 'invalid format - ip: invalid format - value does not look like a valid ipv4 network configuration';
    if (key === 'ip6' && !(v === 'dhcp' || v === 'auto' || cidrOk(v ?? '', 6)))
      return 'invalid format - ip6: invalid format - value does not look like a valid ipv6 network configuration';
    if (key === 'gw' && !isIpv4(v ?? ''))
      return 'invalid format - gw: invalid format - value does not look like a valid ipv4 address';
    if (key === 'gw6' && !isIpv6(v ?? ''))
      return 'invalid format - gw6: invalid format - value does not look like a valid ipv6 address';
  }
  if (given.has('gw') && !given.has('ip'))
    return "invalid format - ip: missing property - 'gw' requires this property";
  if (given.has('gw6') && !given.has('ip6'))
    return "invalid format - ip6: missing property - 'gw6' requires this property";
  return undefined;
}

/**
 * `sshkeys` as qemu-server reads it: the form-decoded value must be URI-escaped (pve-common's
 * 'urlencoded' format: only unreserved characters and %XX), is URI-unescaped once, and each line
 * must be a public key ssh-keygen can read (PVE::Tools::validate_ssh_public_keys). The fake reads
 * keys with the domain's parser, so a key broken on the way (a '+' turned into a space, a comment
 * cut at a ':') is refused as Proxmox refuses it.
 */
export function sshkeysProblem(value: string): string | undefined {
  if (!/^[-%a-zA-Z0-9_.!~*'()]*$/.test(value)) return `invalid urlencoded string: ${value}`;
  const keys = decodeSshKeys(value);
  if (keys === null) return `invalid urlencoded string: ${value}`;
  return keys.every((line) => parseSshPublicKey(line).ok) ? undefined : 'unable to parse ssh key';
}

/** The key lines of an `sshkeys` value (null when it does not URI-unescape). */
export function decodeSshKeys(value: string): string[] | null {
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  return text.split('\n').filter((line) => line.trim() !== '');
}
