import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { contractPath, listOperations, loadContract, repoRoot, requiresAdmin } from './gen/contract';
import type { Operation } from './gen/contract';
import { generateAll } from './gen/index';
import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  PHONE_MESSAGE,
  PHONE_PATTERN,
} from '@shop/domain';
import { SPEC_CALLS } from './spec-calls';

const contract = loadContract();
const operations = listOperations(contract);

describe('openapi.yaml', () => {
  it('passes the Redocly linter (recommended-strict plus our rules) without a problem', async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lint({ ref: contractPath, config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it.each(SPEC_CALLS)('holds the specified call %s %s', (method, p) => {
    expect(operations.some((o) => o.method === method && o.path === p)).toBe(true);
  });

  it('tags every /admin operation admin and secures every non-public operation with the bearer token', () => {
    for (const { path: p, operation } of operations) {
      expect(
        operation.tags?.some((tag) => tag.startsWith('admin-')),
        p,
      ).toBe(p.startsWith('/admin'));
      expect(requiresAdmin(contract, operation), p).toBe(p.startsWith('/admin'));
      const security = operation.security ?? contract.security;
      const isPublic = security?.length === 0;
      if (p.startsWith('/admin') || p.startsWith('/orders') || p.startsWith('/services')) {
        expect(isPublic, `${p} must require a token`).toBe(false);
      }
    }
  });

  it('gives each operation exactly one tag of the list, each tag a description and at most 12 operations', () => {
    const listed = (contract.tags ?? []).map((tag) => tag.name);
    const counts = new Map(listed.map((name) => [name, 0]));
    for (const { operation } of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      const [tag] = operation.tags!;
      expect(listed, `${operation.operationId}'s tag ${tag}`).toContain(tag);
      counts.set(tag!, counts.get(tag!)! + 1);
    }
    for (const { name, description } of contract.tags ?? []) {
      expect(description, name).toBeTruthy();
      expect(counts.get(name), `${name} has no operation`).toBeGreaterThan(0);
      expect(counts.get(name), `${name} has over 12 operations: split it`).toBeLessThanOrEqual(12);
    }
  });

  it('refuses a security requirement that needs the admin role in one alternative only', () => {
    const operation: Operation = { operationId: 'mixed', security: [{}, { bearerAuth: ['admin'] }] };
    expect(() => requiresAdmin(contract, operation)).toThrow(/some security requirements only/);
    expect(requiresAdmin(contract, { operationId: 'admin', security: [{ bearerAuth: ['admin'] }] })).toBe(
      true,
    );
    expect(requiresAdmin(contract, { operationId: 'customer' })).toBe(false);
  });

  it('states the phone and affiliate-code rules exactly as domain/ does (one rule, two readers)', () => {
    const { Phone, AffiliateCodeValue } = contract.components.schemas;
    expect(Phone!.pattern).toBe(PHONE_PATTERN.source);
    expect(Phone!['x-error-message']).toBe(PHONE_MESSAGE);
    expect(AffiliateCodeValue!['x-error-message']).toBe(AFFILIATE_CODE_CHARSET_MESSAGE);
    expect(AffiliateCodeValue!['x-length-error-message']).toBe(AFFILIATE_CODE_LENGTH_MESSAGE);
  });

  it('answers every failure in the shared error shape', () => {
    const error = contract.components.schemas.Error!;
    expect(error.required).toEqual(['statusCode', 'error', 'message']);
  });
});

describe('generated code', () => {
  it('is exactly what `npm run gen` writes from the current openapi.yaml', async () => {
    for (const file of await generateAll()) {
      const onDisk = readFileSync(path.join(repoRoot, file.path), 'utf8');
      expect(onDisk, `${file.path} is out of date: run npm run gen`).toBe(file.content);
    }
  });
});
