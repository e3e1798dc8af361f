/**
 * npm run admin:create -- --email admin@example.com --password '...' [--username admin]
 *
 * Creates an admin, or promotes the existing user with that e-mail and sets their password.
 * Uses the same database as the server (DATABASE_URL, else the SQLite file) and migrates it first.
 * Exit codes: 0 done, 1 failure, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { migrateLatest } from '@shop/db';
import Joi from 'joi';
import { openDatabase } from '../server.ts';
import { loadConfigOrReport } from './config.ts';
import { ensureAdmin } from '../services/admin-bootstrap.ts';

const USAGE = `Usage: npm run admin:create -- --email <email> --password <password> [--username <name>]

Creates an admin account, or promotes the existing user with that e-mail and sets the password.
  --email      the admin's e-mail address (required)
  --password   at least 8 characters (required)
  --username   3 to 32 letters, digits, dots, hyphens or underscores (default: admin)`;

const argsSchema = Joi.object({
  email: Joi.string().email({ tlds: false }).max(254).required(),
  password: Joi.string().min(8).max(128).required(),
  username: Joi.string()
    .min(3)
    .max(32)
    .pattern(/^[A-Za-z0-9_.-]+$/)
    .default('admin'),
});

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

async function run(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    usage((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { help: _help, ...given } = values;
  const { value, error } = argsSchema.validate(given, { abortEarly: true });
  if (error) usage(error.details[0]?.message.replace(/^"(\w+)"/, '--$1') ?? error.message);
  const account = value as { email: string; password: string; username: string };

  const config = loadConfigOrReport();
  if (!config) return 1;

  const knex = openDatabase(config);
  try {
    await migrateLatest(knex);
    const { user, action } = await ensureAdmin(knex, account);
    console.log(
      action === 'created'
        ? `Created admin ${user.username} <${user.email}>.`
        : `Updated ${user.username} <${user.email}>: admin, with the new password.`,
    );
    return 0;
  } finally {
    await knex.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('admin:create failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
