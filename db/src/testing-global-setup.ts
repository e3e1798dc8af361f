// vitest's global setup (the root vitest.config.ts): on a MySQL test run, migrates the template
// databases createTestDb copies (see testing.ts), once for the whole run, and drops them after.
import { createMysqlTemplates, mysqlTestUrl } from './testing';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = mysqlTestUrl();
  if (!url) return undefined;
  return createMysqlTemplates(url);
}
