/**
 * The baselines of `npm run bench` (bff/bench/server.ts starts each in its own process):
 *
 *   node --import tsx bff/bench/server-baselines.ts hello   bare hapi answering 'Hello, world!'
 *   node --import tsx bff/bench/server-baselines.ts pk      bare hapi + knex: GET /items/{id} reads
 *                                                           one row by primary key from SQLite
 *
 * Listens on 127.0.0.1:PORT. The pk server fills BENCH_PK_FILE (a SQLite file, opened by
 * @shop/db's createDb exactly as the BFF opens its own) with PK_ROWS rows first. Stops on SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import Hapi from '@hapi/hapi';
import { createDb } from '@shop/db';
import type { Knex } from 'knex';

export const PK_ROWS = 1000;
export const HELLO_TEXT = 'Hello, world!';

async function fillItems(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('items');
  await knex.schema.createTable('items', (table) => {
    table.integer('id').primary();
    table.string('name', 100).notNullable();
    table.integer('price_santim').notNullable();
    table.string('status', 16).notNullable();
    table.bigInteger('created_at').notNullable();
  });
  const rows = Array.from({ length: PK_ROWS }, (_, i) => ({
    id: i + 1,
    name: `Item ${i + 1}`,
    price_santim: 10_000 + i * 7,
    status: i % 3 === 0 ? 'PENDING' : 'PAID',
    created_at: Date.UTC(2025, 0, 1) + i * 60_000,
  }));
  await knex.batchInsert('items', rows, 200);
}

async function main(kind: string | undefined): Promise<void> {
  const server = Hapi.server({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  let knex: Knex | undefined;
  if (kind === 'hello') {
    server.route({ method: 'GET', path: '/', handler: () => HELLO_TEXT });
  } else if (kind === 'pk') {
    const file = process.env.BENCH_PK_FILE;
    if (!file) throw new Error('BENCH_PK_FILE must name the SQLite file');
    const db = createDb({ filename: file });
    knex = db;
    await fillItems(db);
    server.route({
      method: 'GET',
      path: '/items/{id}',
      handler: async (request, h) => {
        const row = await db('items')
          .where({ id: Number(request.params.id) })
          .first();
        return row ?? h.response({ message: 'Not Found' }).code(404);
      },
    });
  } else {
    throw new Error(`Unknown baseline "${kind}": hello or pk`);
  }

  process.once('SIGTERM', () => {
    void server
      .stop()
      .then(() => knex?.destroy())
      .then(() => process.exit(0));
  });
  await server.start();
  console.log(`listening on ${server.info.uri}`);
}

// Run as a script only (server.ts imports HELLO_TEXT from here).
if (process.argv[1] === fileURLToPath(import.meta.url))
  main(process.argv[2]).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
