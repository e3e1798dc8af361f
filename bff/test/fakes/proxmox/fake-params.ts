/**
 * The fake Proxmox API's parameter checks, shaped like PVE::JSONSchema's: every endpoint declares
 * its parameters (additionalProperties => 0), so a missing required one, an unknown one or a
 * wrongly typed one answers 400 'Parameter verification failed.' with an `errors` object keyed by
 * parameter, as pveproxy does. The texts are Proxmox's own.
 */
export type ParamType = 'integer' | 'number' | 'boolean' | 'string';

export interface ParamSpec {
  type: ParamType;
  optional?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  enum?: readonly string[];
}

export interface ParamSchema {
  properties: Record<string, ParamSpec>;
  /** Indexed keys such as net0 or ipconfig1. */
  patternProperties?: [RegExp, ParamSpec][];
}

export type Params = Record<string, string>;

const BOOLEAN = /^(1|0|true|false|yes|no|on|off)$/i;
const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function specFor(schema: ParamSchema, key: string): ParamSpec | undefined {
  if (Object.hasOwn(schema.properties, key)) return schema.properties[key];
  return schema.patternProperties?.find(([re]) => re.test(key))?.[1];
}

function checkValue(spec: ParamSpec, value: string): string | undefined {
  if (spec.type === 'boolean' && !BOOLEAN.test(value))
    return `type check ('boolean') failed - got '${value}'`;
  if (spec.type === 'integer' && !INTEGER.test(value))
    return `type check ('integer') failed - got '${value}'`;
  if (spec.type === 'number' && !NUMBER.test(value)) return `type check ('number') failed - got '${value}'`;
  if (spec.type === 'integer' || spec.type === 'number') {
    const n = Number(value);
    if (spec.minimum !== undefined && n < spec.minimum)
      return `value must have a minimum value of ${spec.minimum}`;
    if (spec.maximum !== undefined && n > spec.maximum)
      return `value must have a maximum value of ${spec.maximum}`;
  }
  if (spec.enum && !spec.enum.includes(value)) {
    return `value '${value}' does not have a value in the enumeration '${spec.enum.join(', ')}'`;
  }
  if (spec.pattern && !spec.pattern.test(value)) return 'value does not match the regex pattern';
  return undefined;
}

/** The `errors` object of a failed verification, or undefined when the parameters pass. */
export function verifyParams(params: Params, schema: ParamSchema): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const spec = specFor(schema, key);
    if (!spec) {
      errors[key] = 'property is not defined in schema and the schema does not allow additional properties';
      continue;
    }
    const problem = checkValue(spec, value);
    if (problem) errors[key] = problem;
  }
  for (const [key, spec] of Object.entries(schema.properties)) {
    if (!spec.optional && !Object.hasOwn(params, key))
      errors[key] = 'property is missing and it is not optional';
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function isTrue(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value);
}

const opt = <T extends ParamSpec>(spec: T): T => ({ ...spec, optional: true });
const str = opt({ type: 'string' as const });
const bool = opt({ type: 'boolean' as const });
const VMID = { type: 'integer' as const, minimum: 100, maximum: 999_999_999 };
const DNS_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const SIZE = /^\+?\d+(\.\d+)?[KMGT]?$/;
const DISK_KEY = /^(ide|sata|scsi|virtio|efidisk|tpmstate|unused)\d+$/;

export const SCHEMAS = {
  nextid: { properties: { vmid: opt(VMID) } },
  none: { properties: {} },
  clone: {
    properties: {
      newid: VMID,
      name: opt({ type: 'string', pattern: DNS_NAME }),
      full: bool,
      storage: str,
      target: str,
      pool: str,
      description: str,
      format: opt({ type: 'string', enum: ['raw', 'qcow2', 'vmdk'] }),
      snapname: str,
      bwlimit: opt({ type: 'integer', minimum: 0 }),
    },
  },
  config: {
    properties: {
      cores: opt({ type: 'integer', minimum: 1, maximum: 1024 }),
      sockets: opt({ type: 'integer', minimum: 1, maximum: 4 }),
      // PVE 8 takes `[current=]<MiB>`; a plain number still works.
      memory: opt({ type: 'string', pattern: /^(current=)?\d+$/ }),
      balloon: opt({ type: 'integer', minimum: 0 }),
      ciuser: str,
      cipassword: str,
      citype: opt({ type: 'string', enum: ['configdrive2', 'nocloud', 'opennebula'] }),
      ciupgrade: bool,
      sshkeys: str,
      nameserver: str,
      searchdomain: str,
      agent: opt({ type: 'string', pattern: /^((enabled=)?[01]|1|0)(,.*)?$/ }),
      name: opt({ type: 'string', pattern: DNS_NAME }),
      description: str,
      onboot: bool,
      tags: str,
      cpu: str,
      boot: str,
      scsihw: str,
      ostype: str,
      delete: str,
      revert: str,
      digest: str,
      skiplock: bool,
      background_delay: opt({ type: 'integer', minimum: 1, maximum: 30 }),
    },
    patternProperties: [
      [/^net\d+$/, { type: 'string', optional: true }],
      [/^ipconfig\d+$/, { type: 'string', optional: true }],
      [DISK_KEY, { type: 'string', optional: true }],
    ],
  },
  resize: {
    properties: {
      disk: { type: 'string', pattern: DISK_KEY },
      size: { type: 'string', pattern: SIZE },
      digest: str,
      skiplock: bool,
    },
  },
  start: {
    properties: {
      skiplock: bool,
      timeout: opt({ type: 'integer', minimum: 0 }),
      machine: str,
      stateuri: str,
      migratedfrom: str,
      migration_network: str,
      migration_type: opt({ type: 'string', enum: ['secure', 'insecure'] }),
      targetstorage: str,
    },
  },
  stop: {
    properties: {
      skiplock: bool,
      timeout: opt({ type: 'integer', minimum: 0 }),
      keepActive: bool,
      migratedfrom: str,
      'overrule-shutdown': bool,
    },
  },
  shutdown: {
    properties: {
      skiplock: bool,
      timeout: opt({ type: 'integer', minimum: 0 }),
      forceStop: bool,
      keepActive: bool,
    },
  },
  reboot: { properties: { timeout: opt({ type: 'integer', minimum: 0 }) } },
  setUserPassword: {
    properties: {
      username: { type: 'string' },
      password: { type: 'string' },
      crypted: bool,
    },
  },
  destroy: { properties: { purge: bool, 'destroy-unreferenced-disks': bool, skiplock: bool } },
} satisfies Record<string, ParamSchema>;

/** Proxmox's size strings (`10G`, `10752M`, `+2G`, bytes without a unit) in bytes. */
export function parseSize(size: string): { bytes: number; relative: boolean } | undefined {
  const match = /^(\+)?(\d+(?:\.\d+)?)([KMGT])?$/.exec(size);
  if (!match) return undefined;
  const unit = { K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 }[match[3] ?? ''] ?? 1;
  return { bytes: Math.floor(Number(match[2]) * unit), relative: match[1] === '+' };
}

/** Bytes as qemu-server writes them into a disk's `size=`. */
export function formatSize(bytes: number): string {
  if (bytes % 2 ** 30 === 0) return `${bytes / 2 ** 30}G`;
  if (bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20}M`;
  return String(bytes);
}

/** A property string (`virtio,bridge=vmbr0,firewall=1`) as its first bare item and key=value pairs. */
export function parsePropertyString(value: string): { items: [string, string | undefined][] } {
  return {
    items: value.split(',').map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part, undefined] : [part.slice(0, at), part.slice(at + 1)];
    }),
  };
}
