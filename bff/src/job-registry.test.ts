/**
 * The job registry (job-registry.ts) lists every job the code can enqueue: the name given to each
 * `enqueueJob(db, name, ...)` of bff/src (a string, or a constant resolved to its string) and each
 * `..._JOB` constant is a registered job, so a job the runner would not know cannot be written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from './config.ts';
import { JOB_REGISTRY, JOB_SCHEDULES, jobDefinitions } from './job-registry.ts';
import type { MailTransport } from './mail/index.ts';
import type { FulfilmentDeps } from './services/fulfilment/deps.ts';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every module of bff/src that ships (no tests), parsed. */
function sourceFiles(): ts.SourceFile[] {
  return (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) =>
      ts.createSourceFile(file, readFileSync(path.join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true),
    );
}

/** The top-level `const NAME = 'text'` of every module: a constant's name to its text (a name used twice for two texts is ambiguous). */
function stringConstants(files: readonly ts.SourceFile[]): Map<string, Set<string>> {
  const constants = new Map<string, Set<string>>();
  for (const file of files) {
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        if (!ts.isStringLiteralLike(declaration.initializer)) continue;
        const texts = constants.get(declaration.name.text) ?? new Set<string>();
        texts.add(declaration.initializer.text);
        constants.set(declaration.name.text, texts);
      }
    }
  }
  return constants;
}

interface EnqueuedJob {
  file: string;
  /** The job's name as written: a string, a constant, or an expression (`schedule.job`). */
  written: string;
  /** Its text, when the file gives it: the string, or the constant's one text. */
  name: string | undefined;
}

/** The job name of every enqueueJob(db, name, ...) call. */
function enqueuedJobs(files: readonly ts.SourceFile[], constants: Map<string, Set<string>>): EnqueuedJob[] {
  const found: EnqueuedJob[] = [];
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'enqueueJob'
      ) {
        const arg = node.arguments[1];
        if (arg && ts.isStringLiteralLike(arg))
          found.push({ file: file.fileName, written: arg.text, name: arg.text });
        else if (arg && ts.isIdentifier(arg)) {
          const texts = [...(constants.get(arg.text) ?? [])];
          found.push({
            file: file.fileName,
            written: arg.text,
            name: texts.length === 1 ? texts[0] : undefined,
          });
        } else found.push({ file: file.fileName, written: arg?.getText(file) ?? '', name: undefined });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const registered = new Set(JOB_REGISTRY.map((job) => job.name));

describe('the job registry', () => {
  const files = sourceFiles();
  const constants = stringConstants(files);

  it('has every job the code enqueues', () => {
    const enqueued = enqueuedJobs(files, constants);
    // The generic queue passes the name it is given (a schedule's job): job-registry.ts names those.
    const named = enqueued.filter((call) => !call.file.startsWith(`jobs${path.sep}`));
    expect(named.length).toBeGreaterThan(5);
    for (const call of named) {
      expect(
        call.name,
        `${call.file}: enqueueJob(…, ${call.written}) names no job this test can read`,
      ).toBeDefined();
      expect(registered, `${call.file}: ${call.written} is enqueued but not in job-registry.ts`).toContain(
        call.name,
      );
    }
  });

  it('has every job constant (…_JOB) of bff/src', () => {
    const jobConstants = [...constants].filter(([name]) => name.endsWith('_JOB'));
    expect(jobConstants.length).toBeGreaterThan(5);
    for (const [name, texts] of jobConstants)
      for (const text of texts) expect(registered, `${name} = '${text}'`).toContain(text);
  });

  it('names each job once, schedules only registered jobs, and builds a handler for each', () => {
    expect(JOB_REGISTRY.length).toBe(registered.size);
    for (const schedule of JOB_SCHEDULES) expect(registered).toContain(schedule.job);
    const definitions = jobDefinitions({
      fulfilment: {} as FulfilmentDeps,
      config: {} as AppConfig,
      mail: {} as MailTransport,
    });
    expect(Object.keys(definitions).sort()).toEqual([...registered].sort());
  });
});
