import type { Contract, Operation, Parameter, Schema } from './contract';
import { listOperations, requiresAdmin } from './contract';

/**
 * Writes the BFF's request validation as Joi code derived from the contract: one entry per
 * operation with its hapi path, auth needs and the Joi schemas of params, query and payload.
 */
type Source = 'params' | 'query' | 'payload';

function resolve<T extends { $ref?: string }>(contract: Contract, node: T): T {
  if (!node.$ref) return node;
  const [, , kind, name] = node.$ref.split('/');
  const target = (contract.components as unknown as Record<string, Record<string, T>>)[kind!]![name!];
  if (!target) throw new Error(`Unresolvable $ref ${node.$ref}`);
  return resolve(contract, target);
}

const q = (value: unknown) => JSON.stringify(value);

function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const raw = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return { types: raw.filter((t) => t !== 'null'), nullable: raw.includes('null') };
}

function joiFor(contract: Contract, input: Schema, source: Source): string {
  const schema = resolve(contract, input);
  const message = input['x-error-message'] ?? schema['x-error-message'];
  if (schema.oneOf) {
    const nonNull = schema.oneOf.filter((s) => s.type !== 'null');
    const allowsNull = nonNull.length !== schema.oneOf.length;
    const alternatives = nonNull.map((s) => joiFor(contract, s, source));
    const base =
      alternatives.length === 1 ? alternatives[0]! : `Joi.alternatives().try(${alternatives.join(', ')})`;
    return allowsNull ? `${base}.allow(null)` : base;
  }
  const { types, nullable } = typesOf(schema);
  if (types.length !== 1) throw new Error(`Unsupported schema type ${q(schema.type)} in request`);
  const strict = source === 'payload';
  let code: string;
  switch (types[0]) {
    case 'string': {
      // A multipart body's file part: its bytes and name, checked by the handler.
      if (schema.format === 'binary') {
        code = 'Joi.any()';
        break;
      }
      code = 'Joi.string()';
      if (schema.format === 'email') code += '.email({ tlds: false })';
      else if (schema.format === 'uuid') code += '.guid()';
      else if (schema.format === 'date-time') code += '.isoDate()';
      if (schema.minLength !== undefined) code += `.min(${schema.minLength})`;
      else if (!schema.enum && !schema.format && emptyMatches(schema.pattern)) code += `.allow('')`;
      if (schema.maxLength !== undefined) code += `.max(${schema.maxLength})`;
      if (schema.pattern) code += `.pattern(new RegExp(${q(schema.pattern)}))`;
      if (schema.enum) code += `.valid(${schema.enum.map(q).join(', ')})`;
      const messages: Record<string, string> = {};
      if (message) {
        messages['string.pattern.base'] = message;
        // The pattern's own message also answers an empty value the pattern refuses.
        if (schema.pattern && !emptyMatches(schema.pattern)) messages['string.empty'] = message;
      }
      const lengthMessage = input['x-length-error-message'] ?? schema['x-length-error-message'];
      if (lengthMessage) {
        for (const key of ['string.min', 'string.max', 'string.empty']) messages[key] = lengthMessage;
      }
      if (Object.keys(messages).length > 0) code += `.messages(${q(messages)})`;
      break;
    }
    case 'integer':
    case 'number': {
      code = types[0] === 'integer' ? 'Joi.number().integer()' : 'Joi.number()';
      if (schema.minimum !== undefined) code += `.min(${schema.minimum})`;
      if (schema.maximum !== undefined) code += `.max(${schema.maximum})`;
      if (schema.multipleOf !== undefined) {
        code += Number.isInteger(schema.multipleOf)
          ? `.multiple(${schema.multipleOf})`
          : `.precision(${String(schema.multipleOf).split('.')[1]!.length})`;
      }
      if (strict) code += '.strict()';
      break;
    }
    case 'boolean':
      code = strict ? 'Joi.boolean().strict()' : 'Joi.boolean()';
      break;
    case 'array':
      // Files: one part or several under one name (hapi hands over one as itself, not an array).
      if (resolve(contract, schema.items ?? {}).format === 'binary') code = 'Joi.any()';
      else code = `Joi.array().items(${joiFor(contract, schema.items ?? {}, source)})`;
      break;
    case 'object': {
      const required = new Set(schema.required ?? []);
      const keys = Object.entries(schema.properties ?? {}).map(([key, prop]) => {
        const presence = required.has(key) ? '.required()' : '';
        return `${q(key)}: ${joiFor(contract, prop, source)}${presence}`;
      });
      code = `Joi.object({ ${keys.join(', ')} })`;
      if (schema.additionalProperties !== false) code += '.unknown(true)';
      if (schema.minProperties !== undefined) code += `.min(${schema.minProperties})`;
      break;
    }
    default:
      throw new Error(`Unsupported schema type ${types[0]}`);
  }
  if (schema.default !== undefined) code += `.default(${q(schema.default)})`;
  return nullable ? `${code}.allow(null)` : code;
}

function parametersJoi(contract: Contract, params: Parameter[], where: 'path' | 'query'): string | null {
  const selected = params.map((p) => resolve(contract, p)).filter((p) => p.in === where);
  if (selected.length === 0) return where === 'path' ? null : null;
  const keys = selected.map((p) => {
    const presence = p.required ? '.required()' : '';
    return `${q(p.name)}: ${joiFor(contract, p.schema, where === 'path' ? 'params' : 'query')}${presence}`;
  });
  return `Joi.object({ ${keys.join(', ')} })`;
}

/**
 * Joi refuses '' unless told; JSON Schema accepts it unless a rule refuses it. Without minLength
 * the empty string is allowed exactly when the pattern (if any) matches it.
 */
function emptyMatches(pattern: string | undefined): boolean {
  return pattern === undefined || new RegExp(pattern).test('');
}

function securityOf(contract: Contract, operation: Operation) {
  return operation.security ?? contract.security ?? [];
}

function isPublic(contract: Contract, operation: Operation): boolean {
  return securityOf(contract, operation).every((requirement) => Object.keys(requirement).length === 0);
}

/** `security: [{}, { bearerAuth: [] }]`: anyone may call; a token, when sent, must be valid. */
function isAuthOptional(contract: Contract, operation: Operation): boolean {
  const security = securityOf(contract, operation);
  return (
    !isPublic(contract, operation) && security.some((requirement) => Object.keys(requirement).length === 0)
  );
}

export function generateJoi(contract: Contract): string {
  const lines: string[] = [
    '// Generated by `npm run gen` from openapi.yaml. Do not edit by hand.',
    "import Joi from 'joi';",
    '',
    'export type OperationValidation = {',
    '  operationId: string;',
    "  method: 'get' | 'put' | 'post' | 'delete' | 'patch';",
    '  /** hapi path, under the /api prefix */',
    '  path: string;',
    '  /** A valid token is required. */',
    '  auth: boolean;',
    '  /** No token is needed; one that is sent must be valid and identifies the caller. */',
    '  optionalAuth: boolean;',
    '  admin: boolean;',
    '  params?: Joi.ObjectSchema;',
    '  query?: Joi.ObjectSchema;',
    '  payload?: Joi.Schema;',
    '  payloadRequired: boolean;',
    '  /** The body is handed over as its raw bytes (a Buffer), neither parsed nor validated. */',
    '  rawBody: boolean;',
    '  /** A multipart/form-data body: text fields as strings, files as { filename, headers, payload }. */',
    '  multipart: boolean;',
    '  /** The longest body read, when longer than the usual (uploads). */',
    '  maxBodyBytes?: number;',
    '};',
    '',
    'export const operations = {',
  ];
  for (const { method, path, operation } of listOperations(contract)) {
    const params = operation.parameters ?? [];
    const entry: string[] = [
      `operationId: ${q(operation.operationId)}`,
      `method: ${q(method)}`,
      `path: ${q(path)}`,
      `auth: ${!isPublic(contract, operation) && !isAuthOptional(contract, operation)}`,
      `optionalAuth: ${isAuthOptional(contract, operation)}`,
      `admin: ${requiresAdmin(contract, operation)}`,
    ];
    const pathJoi = parametersJoi(contract, params, 'path');
    if (pathJoi) entry.push(`params: ${pathJoi}`);
    const queryJoi = parametersJoi(contract, params, 'query');
    if (queryJoi) entry.push(`query: ${queryJoi}`);
    const rawBody = operation['x-raw-body'] === true;
    const multipartBody = operation.requestBody?.content['multipart/form-data']?.schema;
    const body = operation.requestBody?.content['application/json']?.schema ?? multipartBody;
    if (body && !rawBody) entry.push(`payload: ${joiFor(contract, body, 'payload')}`);
    entry.push(`payloadRequired: ${Boolean(operation.requestBody?.required)}`);
    entry.push(`rawBody: ${rawBody}`);
    entry.push(`multipart: ${multipartBody !== undefined}`);
    if (operation['x-max-body-bytes'] !== undefined)
      entry.push(`maxBodyBytes: ${operation['x-max-body-bytes']}`);
    lines.push(`  ${operation.operationId}: { ${entry.join(', ')} },`);
  }
  lines.push('} satisfies Record<string, OperationValidation>;', '');
  lines.push('export type OperationId = keyof typeof operations;', '');
  return lines.join('\n');
}
