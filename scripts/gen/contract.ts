import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import yaml from 'js-yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractPath = path.join(repoRoot, 'openapi.yaml');

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  default?: unknown;
  description?: string;
  'x-error-message'?: string;
  /** The message of a string too short, too long or empty (checked before the pattern). */
  'x-length-error-message'?: string;
};

export type Parameter = {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
};

export type Operation = {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: {
    required?: boolean;
    content: { 'application/json'?: { schema: Schema }; 'multipart/form-data'?: { schema: Schema } };
  };
  /** The longest body the operation reads, when it is longer than the usual 256 KiB (uploads). */
  'x-max-body-bytes'?: number;
  /** The handler reads the body's raw bytes (a signed webhook): no parsing, no validation. */
  'x-raw-body'?: boolean;
};

export type Contract = {
  /** The contract's areas; each operation carries exactly one (and its handler lives in bff/src/routes/<tag>.ts). */
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The role an admin console operation names in its security requirement: `bearerAuth: [admin]`. */
export const ADMIN_ROLE = 'admin';

/**
 * Whether only an admin may call the operation: its security requirement (its own, else the
 * contract's) names the role `admin` (OpenAPI 3.1 lets a requirement list role names). Every
 * alternative requirement must name it, or none: "an admin, or else anyone" is refused here, the
 * BFF having no way to answer it.
 */
export function requiresAdmin(contract: Contract, operation: Operation): boolean {
  const security = operation.security ?? contract.security ?? [];
  const naming = security.filter((requirement) =>
    Object.values(requirement).some((roles) => roles.includes(ADMIN_ROLE)),
  );
  if (naming.length > 0 && naming.length < security.length) {
    throw new Error(
      `${operation.operationId}: the role ${ADMIN_ROLE} is needed by some security requirements only`,
    );
  }
  return naming.length > 0;
}

export function loadContract(): Contract {
  return yaml.load(readFileSync(contractPath, 'utf8')) as Contract;
}

export type OperationEntry = { method: string; path: string; operation: Operation };

/** Every operation of the contract, in document order. */
export function listOperations(contract: Contract): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) entries.push({ method, path: p, operation });
    }
  }
  return entries;
}
