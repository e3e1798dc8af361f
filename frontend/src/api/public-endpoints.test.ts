import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { generatedApi } from './endpoints.gen';
import { OPTIONAL_TOKEN_OPERATIONS, PUBLIC_OPERATIONS } from './public-endpoints';

type Operation = { operationId: string; security?: unknown[] };
type Contract = { security?: unknown[]; paths: Record<string, Record<string, Operation | unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const contract = load(readFileSync(path.join(__dirname, '../../../openapi.yaml'), 'utf8')) as Contract;
const operations = Object.values(contract.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([, op]) => op as Operation),
);

describe('the public endpoints', () => {
  it('are exactly the operations the contract marks `security: []`', () => {
    const open = operations
      .filter((op) => {
        const security = op.security ?? contract.security ?? [];
        return security.length === 0;
      })
      .map((op) => op.operationId);
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(open.sort());
  });

  it('with an optional token are exactly the operations that also accept `{}` as security', () => {
    const optional = operations
      .filter((op) => {
        const security = (op.security ?? contract.security ?? []) as Record<string, unknown>[];
        return security.length > 1 && security.some((requirement) => Object.keys(requirement).length === 0);
      })
      .map((op) => op.operationId);
    expect([...OPTIONAL_TOKEN_OPERATIONS].sort()).toEqual(optional.sort());
  });

  it('use the generated endpoint names, which are the operation ids', () => {
    expect(Object.keys(generatedApi.endpoints).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });
});
