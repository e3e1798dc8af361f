/**
 * The lifecycle over simulated years (issue 25): SIM_SERVICES services (500 by default) live
 * SIM_DAYS days (400) on one clock that the test moves a day at a time. Every day, each customer
 * acts as the behaviour drawn for the service's current period (pays early, on time, late, during
 * suspension, too late, never, extends twice, reports a payment that the admin confirms days
 * later; the admin suspends and resumes, or holds), two instances enqueue the day's sweep (one job
 * by the unique key), the job runners drain the queue (two runners on two connection pools on
 * MySQL, one on SQLite), and the invariants are checked:
 * - no service runs unpaid past its end plus grace (unless held);
 * - every paid day is served: the end date is the first end plus every paid renewal's days, and
 *   no service is suspended before its end plus grace;
 * - at most one open renewal order per service;
 * - each reminder, suspension, warning and termination mail at most once per period;
 * - termination exactly once, only after the retention period, and never missed;
 * - no termination without a warning mail for its end date at least TERMINATION_WARNING_DAYS
 *   before, naming the day it happens (also when a hold ended after the due date), and no expired
 *   service past its warning date without that mail;
 * - a service ACTIVE after its renewal was paid is not suspended on its provider (and an expired
 *   one is);
 * - stale unpaid orders are cancelled unless a payment report waits.
 * The random choices come from a seeded generator (SIM_SEED), so a failure can be replayed.
 */
import { createDb, normalizeRows, now, nowMs, setClock, toDbJson } from '@shop/db';
import type { Knex } from 'knex';
import { insertTestOrder, insertTestService, insertTestUser, createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { DEFAULT_LIFECYCLE_SETTINGS } from '@shop/domain';
import { formatDay } from '../../mail/format.ts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../jobs/index.ts';
import { DELIVER_MAIL_JOB } from '../../mail/index.ts';
import { createProviders } from '../../providers/index.ts';
import { testConfig } from '../../../test/app/index.ts';
import { recordPayment } from '../payments/report.ts';
import { holdService, setServiceStatus } from '../admin/service-actions.ts';
import { extendService } from '../orders/extend.ts';
import type { FulfilmentDeps } from '../fulfilment/deps.ts';
import { fulfilmentJobDefinitions } from '../../job-registry.ts';
import { markOrderPaid } from '../admin/mark-paid.ts';
import { enqueueLifecycleSweep } from './sweep.ts';
// The simulation pays renewal orders only: they move their service's end date, never create one.
import { NO_AUTOMATIC_SERVICE } from '../fulfilment/auto-provision.ts';

const DAY = 86_400_000;
const SERVICES = Number(process.env.SIM_SERVICES ?? 500);
const DAYS = Number(process.env.SIM_DAYS ?? 400);
const SEED = Number(process.env.SIM_SEED ?? 25);
const SETTINGS = DEFAULT_LIFECYCLE_SETTINGS;
const SWEEP_SECONDS = SETTINGS.sweepSeconds;

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Behaviour =
  | 'early'
  | 'onTime'
  | 'late'
  | 'tooLate'
  | 'never'
  | 'extendTwice'
  | 'reportThenConfirm'
  | 'hold'
  | 'holdThenLapse'
  | 'adminSuspends';

const WEIGHTS: ReadonlyArray<readonly [Behaviour, number]> = [
  ['early', 22],
  ['onTime', 18],
  ['late', 15],
  ['tooLate', 5],
  ['never', 8],
  ['extendTwice', 10],
  ['reportThenConfirm', 8],
  ['hold', 6],
  ['holdThenLapse', 4],
  ['adminSuspends', 8],
];

interface Plan {
  behaviour: Behaviour;
  /** Days relative to the end date the behaviour acts on. */
  k: number;
  /** Days relative to the end date a second step acts on (confirmation, resume). */
  k2: number;
  done: Set<string>;
}

interface SimService {
  id: string;
  userId: string;
  name: string;
  /** The first end date plus every paid renewal's days. */
  expectedEndMs: number;
  plans: Map<number, Plan>;
  /** Until when an admin held the service while it was ACTIVE. */
  heldUntilMs: number;
}

describe('the service lifecycle over simulated years', () => {
  let db: TestDb;
  let second: Knex | undefined;
  let restoreClock: () => void;
  let clockMs = Date.UTC(2027, 0, 1, 6, 0, 0);
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    restoreClock = setClock(() => clockMs);
    db = await createTestDb();
    // A second instance on MySQL: its own connection pool to the same database.
    if (db.client === 'mysql') second = createDb({ url: db.url });
  });
  afterAll(async () => {
    restoreClock?.();
    await second?.destroy();
    await db?.destroy();
  });

  function instance(knex: Knex, name: string) {
    const config = testConfig();
    const deps: FulfilmentDeps = {
      knex,
      providers: createProviders({ config: config.providers, knex, log }),
      connectionSecret: config.connectionSecret,
      appUrl: 'http://shop.test',
      log,
      lifecycle: SETTINGS,
    };
    const runner = new JobRunner({
      knex,
      log,
      workerId: name,
      batchSize: 10,
      // The clock stands still within a day: a failed attempt is retried within the day's drain.
      backoff: () => 0,
      definitions: {
        ...fulfilmentJobDefinitions(deps),
        // Delivery is tested elsewhere; the checks below read the outbox itself.
        [DELIVER_MAIL_JOB]: { run: async () => {} },
      },
    });
    return { deps, runner };
  }

  it(
    'keeps every invariant every day',
    async () => {
      const knex = db.knex;
      const instances = [instance(knex, 'runner-a'), ...(second ? [instance(second, 'runner-b')] : [])];
      const { deps } = instances[0]!;
      const random = generator(SEED);
      const admin = await insertTestUser(knex, { is_admin: true });
      const customers = await Promise.all(Array.from({ length: 50 }, () => insertTestUser(knex)));
      const driver = deps.providers.byName('simulated');

      // ---- the shop at day 0: SERVICES paid services ending within the first 45 days ---------------
      const sims = new Map<string, SimService>();
      for (let i = 0; i < SERVICES; i += 1) {
        const owner = customers[i % customers.length]!;
        const name = `svc${i}`;
        const order = await insertTestOrder(knex, owner.id, {
          paid: true,
          status: 'ACTIVE',
          service_name: name,
          paid_at: now(),
        });
        const end = new Date(clockMs + random.int(1, 45) * DAY + random.int(0, 23) * 3_600_000);
        const service = await insertTestService(knex, order, {
          service_name: name,
          end_date: end,
          provider_ref: '',
        });
        const made = await driver.create(await specOf(service.id, owner.id), null);
        if (!made.done) throw new Error('the simulated driver did not create at once');
        await knex('services')
          .where({ id: service.id })
          .update({ provider_ref: made.result.providerRef, provider_data: toDbJson(made.result.data) });
        sims.set(service.id, {
          id: service.id,
          userId: owner.id,
          name,
          expectedEndMs: end.getTime(),
          plans: new Map(),
          heldUntilMs: 0,
        });
      }
      const byName = new Map([...sims.values()].map((s) => [s.name, s]));

      function specOf(serviceId: string, userId: string) {
        return Promise.resolve({
          serviceId,
          family: 'KVM' as const,
          hostname: `svc-${serviceId.slice(0, 8)}`,
          owner: { id: userId, email: `${userId}@example.et`, username: 'customer' },
          os: 'ubuntu-22.04',
          cores: 1,
          memoryMb: 1024,
          diskMb: 20_480,
          trafficTb: 1,
          ipCount: 1,
          ipv6: false,
          game: null,
          version: null,
          slots: null,
        });
      }

      let references = 0;
      const reference = () => `FT${(references += 1).toString(36).toUpperCase().padStart(10, '0')}`;
      const violations: string[] = [];
      const fail = (day: number, text: string) => {
        if (violations.length < 50) violations.push(`day ${day}: ${text}`);
      };
      const mailsSeen = new Set<string>();
      const counts = {
        paid: 0,
        refusedTerminated: 0,
        terminated: 0,
        extended: 0,
        reported: 0,
        held: 0,
        heldThenLapsed: 0,
        warnedLate: 0,
      };
      /** The termination warning mails: when each went out, by service and end date. */
      const warnedAt = new Map<string, number>();
      const terminationChecked = new Set<string>();
      const W = SETTINGS.terminationWarningDays;

      async function pay(sim: SimService, orderId: string, day: number): Promise<void> {
        const order = (await knex('orders').where({ id: orderId }).first()) as { duration_days: number };
        try {
          await markOrderPaid(knex, NO_AUTOMATIC_SERVICE, admin.id, orderId, {
            paymentMethod: 'CBE',
            paymentReference: reference(),
            paidBy: 'Customer',
          });
          sim.expectedEndMs += order.duration_days * DAY;
          counts.paid += 1;
        } catch (err) {
          const service = await knex('services').where({ id: sim.id }).first('terminated_at');
          if (service.terminated_at !== null) counts.refusedTerminated += 1;
          else fail(day, `${sim.name}: paying ${orderId} failed: ${String(err)}`);
        }
      }

      function planFor(sim: SimService, endMs: number): Plan {
        let plan = sim.plans.get(endMs);
        if (plan) return plan;
        let roll = random.next() * WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
        let behaviour: Behaviour = 'early';
        for (const [b, w] of WEIGHTS) {
          if ((roll -= w) < 0) {
            behaviour = b;
            break;
          }
        }
        const k =
          behaviour === 'onTime'
            ? -random.int(1, 3)
            : behaviour === 'late'
              ? random.int(1, 10)
              : behaviour === 'tooLate'
                ? random.int(12, 16)
                : behaviour === 'adminSuspends'
                  ? -random.int(8, 12)
                  : 0;
        plan = { behaviour, k, k2: random.int(3, 20), done: new Set() };
        sim.plans.set(endMs, plan);
        return plan;
      }

      /** The customer's and the admin's acts of the day for one service. */
      async function act(
        sim: SimService,
        row: { status: string; end_date: Date; terminated_at: Date | null },
        open: { id: string; reported: boolean } | undefined,
        day: number,
      ) {
        if (row.terminated_at) return;
        const endMs = row.end_date.getTime();
        const plan = planFor(sim, endMs);
        const daysToEnd = (endMs - clockMs) / DAY;
        const once = async (step: string, fn: () => Promise<unknown>) => {
          if (plan.done.has(step)) return;
          plan.done.add(step);
          await fn();
        };
        switch (plan.behaviour) {
          case 'early':
            if (open && !open.reported) await once('pay', () => pay(sim, open.id, day));
            break;
          case 'onTime':
          case 'late':
          case 'tooLate':
            if (open && !open.reported && -daysToEnd >= plan.k)
              await once('pay', () => pay(sim, open.id, day));
            break;
          case 'never':
            break;
          case 'extendTwice':
            if (daysToEnd <= 5)
              await once('extend', async () => {
                await extendService(knex, NO_AUTOMATIC_SERVICE, sim.userId, sim.id, 60);
                await extendService(knex, NO_AUTOMATIC_SERVICE, sim.userId, sim.id, 90);
                counts.extended += 1;
              });
            if (open && !open.reported && daysToEnd <= 2) await once('pay', () => pay(sim, open.id, day));
            break;
          case 'reportThenConfirm':
            if (open && !open.reported && daysToEnd <= -1)
              await once('report', async () => {
                await recordPayment(knex, sim.userId, open.id, {
                  paymentMethod: 'CBE',
                  paymentReference: reference(),
                  paidBy: 'Customer',
                  accountSuffix: '1234',
                });
                counts.reported += 1;
              });
            if (open?.reported && daysToEnd <= -plan.k2) await once('pay', () => pay(sim, open.id, day));
            break;
          case 'hold':
            if (daysToEnd <= 1)
              await once('hold', async () => {
                await holdService(knex, admin.id, sim.id, new Date(endMs + 20 * DAY).toISOString(), SETTINGS);
                if (row.status === 'ACTIVE') sim.heldUntilMs = endMs + 20 * DAY;
                counts.held += 1;
              });
            if (open && !open.reported && daysToEnd <= -17) await once('pay', () => pay(sim, open.id, day));
            break;
          case 'holdThenLapse':
            // Held past the warning's or the termination's due date (12 to 29 days after the end),
            // and never paid: warned once the hold ends, terminated no sooner than 3 days later.
            if (daysToEnd <= 1)
              await once('hold', async () => {
                const until = endMs + (9 + plan.k2) * DAY;
                await holdService(knex, admin.id, sim.id, new Date(until).toISOString(), SETTINGS);
                if (row.status === 'ACTIVE') sim.heldUntilMs = until;
                counts.heldThenLapsed += 1;
              });
            break;
          case 'adminSuspends':
            if (row.status === 'ACTIVE' && -daysToEnd >= plan.k)
              await once('suspend', () => setServiceStatus(knex, admin.id, sim.id, 'INACTIVE'));
            if (row.status === 'INACTIVE' && -daysToEnd >= plan.k + 3)
              await once('resume', () => setServiceStatus(knex, admin.id, sim.id, 'ACTIVE'));
            if (open && !open.reported && daysToEnd <= 1) await once('pay', () => pay(sim, open.id, day));
            break;
        }
      }

      async function drain() {
        // Delivery is not under test here: the day's delivery jobs are set aside in one statement.
        await knex('jobs').where({ name: DELIVER_MAIL_JOB, status: 'QUEUED' }).update({ status: 'DONE' });
        for (;;) {
          const runs = await Promise.all(instances.map((i) => i.runner.runDue()));
          if (runs.every((n) => n === 0)) return;
        }
      }

      async function openRenewals() {
        const rows = (await knex('orders')
          .leftJoin('payments', 'payments.pending_order_id', 'orders.id')
          .whereNotNull('orders.renewal_of_service_id')
          .where({ 'orders.status': 'PENDING', 'orders.paid': false })
          .select(
            'orders.id',
            'orders.renewal_of_service_id as service_id',
            'payments.id as payment_id',
          )) as Array<{ id: string; service_id: string; payment_id: string | null }>;
        const open = new Map<string, { id: string; reported: boolean }[]>();
        for (const r of rows) {
          const list = open.get(r.service_id) ?? [];
          list.push({ id: r.id, reported: r.payment_id !== null });
          open.set(r.service_id, list);
        }
        return open;
      }

      async function servicesNow() {
        return normalizeRows(
          'services',
          await knex('services').select('id', 'status', 'end_date', 'terminated_at', 'hold_until'),
        );
      }

      const MAIL =
        /^Your service (svc\d+) (expires in \d+ days|expires tomorrow|expires today|has expired and is stopped|will be deleted on .*|has been deleted)$/;

      async function check(day: number) {
        const at = clockMs;
        const services = await servicesNow();
        const machines = new Map(
          normalizeRows(
            'simulated_machines',
            await knex('simulated_machines').select('service_id', 'suspended', 'terminated'),
          ).map((m) => [m.service_id, m]),
        );
        const open = await openRenewals();
        for (const s of services) {
          const sim = sims.get(s.id)!;
          const end = s.end_date.getTime();
          const held = s.hold_until !== null && s.hold_until.getTime() > at;
          const machine = machines.get(s.id)!;
          const opens = open.get(s.id) ?? [];
          if (opens.length > 1) fail(day, `${sim.name} has ${opens.length} open renewal orders`);
          if (end !== sim.expectedEndMs)
            fail(
              day,
              `${sim.name}: end ${s.end_date.toISOString()} is not the paid ${new Date(sim.expectedEndMs).toISOString()}`,
            );
          const unpaidPastGrace = end + SETTINGS.graceDays * DAY <= at;
          if ((s.status === 'ACTIVE' || s.status === 'INACTIVE') && unpaidPastGrace && !held)
            fail(day, `${sim.name} runs unpaid past its end plus grace (${s.status})`);
          if (s.status === 'EXPIRED' && !unpaidPastGrace)
            fail(day, `${sim.name} is suspended with paid days left`);
          if (s.status === 'EXPIRED' && sim.heldUntilMs > at)
            fail(day, `${sim.name} was suspended during its hold`);
          if (s.terminated_at) {
            if (s.terminated_at.getTime() < end + SETTINGS.terminateAfterDays * DAY)
              fail(day, `${sim.name} terminated before the retention period`);
            if (!machine.terminated) fail(day, `${sim.name} is terminated but its machine is not`);
          } else {
            if (machine.terminated)
              fail(day, `${sim.name}'s machine is gone but the service is not terminated`);
            // Due: past the end plus the retention period, and W days after the warning.
            const warned = warnedAt.get(`${sim.name}|${end}`);
            const due =
              s.status === 'EXPIRED' &&
              end + SETTINGS.terminateAfterDays * DAY <= at &&
              (W === 0 || (warned !== undefined && warned + W * DAY <= at)) &&
              !held;
            if (due && !opens.some((o) => o.reported)) fail(day, `${sim.name} was not terminated in time`);
            if (s.status === 'ACTIVE' && machine.suspended)
              fail(day, `${sim.name} is ACTIVE but suspended on its provider`);
            if (s.status === 'EXPIRED' && !machine.suspended)
              fail(day, `${sim.name} is EXPIRED but running on its provider`);
          }
        }
        // Each lifecycle mail at most once per service, kind and period (the end date it was for).
        const mails = normalizeRows(
          'email_outbox',
          await knex('email_outbox')
            .where('created_at', '>=', new Date(at - DAY + 1))
            .select('id', 'subject', 'created_at'),
        );
        const endOf = new Map(services.map((s) => [s.id, s.end_date.getTime()]));
        for (const mail of mails) {
          const match = MAIL.exec(mail.subject);
          if (!match) continue;
          const sim = byName.get(match[1]!)!;
          const kind = match[2]!.replace(/ on .*/, '');
          const key = `${sim.name}|${kind}|${endOf.get(sim.id)}`;
          if (mailsSeen.has(key)) fail(day, `second "${kind}" mail to ${sim.name} in one period`);
          mailsSeen.add(key);
          if (kind === 'will be deleted') {
            const sent = mail.created_at.getTime();
            warnedAt.set(`${sim.name}|${endOf.get(sim.id)}`, sent);
            if (sent > endOf.get(sim.id)! + SETTINGS.terminateAfterDays * DAY) counts.warnedLate += 1;
            // The day it names is W days after the mail, never one already past.
            const named = formatDay(new Date(sent + W * DAY), 'en');
            if (match[2] !== `will be deleted on ${named}`)
              fail(day, `${sim.name}'s warning "${match[2]}" does not name ${named}`);
          }
        }
        // No termination without its warning W days before (for the end date it was terminated at),
        // and no expired service past its warning date without one.
        for (const s of services) {
          const sim = sims.get(s.id)!;
          const end = s.end_date.getTime();
          const warned = warnedAt.get(`${sim.name}|${end}`);
          const held = s.hold_until !== null && s.hold_until.getTime() > at;
          if (W === 0) continue;
          if (s.terminated_at) {
            if (terminationChecked.has(s.id)) continue;
            terminationChecked.add(s.id);
            if (warned === undefined) fail(day, `${sim.name} was terminated without a warning`);
            else if (s.terminated_at.getTime() < warned + W * DAY)
              fail(
                day,
                `${sim.name} was terminated ${((s.terminated_at.getTime() - warned) / DAY).toFixed(2)} days after its warning`,
              );
          } else if (
            s.status === 'EXPIRED' &&
            !held &&
            end + (SETTINGS.terminateAfterDays - W) * DAY <= at &&
            warned === undefined
          )
            fail(day, `${sim.name} is past its warning date without a warning`);
        }
        // Stale first orders: cancelled after UNPAID_ORDER_DAYS unless a report waits.
        const stale = (await knex('orders')
          .leftJoin('payments', 'payments.pending_order_id', 'orders.id')
          .whereNull('orders.renewal_of_service_id')
          .where({ 'orders.status': 'PENDING', 'orders.paid': false })
          .andWhere('orders.created_at', '<', new Date(at - SETTINGS.unpaidOrderDays * DAY))
          .whereNull('payments.id')
          .count({ n: '*' })
          .first()) as { n: number | string };
        if (Number(stale.n) > 0) fail(day, `${stale.n} stale unpaid orders were not cancelled`);
        // A payment report waits for the admin: its order is never cancelled under it, by the stale
        // orders' step or by a termination.
        const cancelledUnderReport = (await knex('orders')
          .join('payments', 'payments.pending_order_id', 'orders.id')
          .where({ 'orders.status': 'CANCELLED' })
          .count({ n: '*' })
          .first()) as { n: number | string };
        if (Number(cancelledUnderReport.n) > 0)
          fail(day, `${cancelledUnderReport.n} orders were cancelled while a payment report waited`);
      }

      // ---- the days ----------------------------------------------------------------------------
      const started = Date.now();
      const spent = { act: 0, sweep: 0, check: 0 };
      const timed = async (phase: keyof typeof spent, run: () => Promise<void>) => {
        const from = Date.now();
        await run();
        spent[phase] += Date.now() - from;
      };
      for (let day = 1; day <= DAYS; day += 1) {
        clockMs += DAY;
        await timed('act', () => actAll(day));
        await timed('sweep', () => sweepTwice());
        await timed('check', () => check(day));
        if (violations.length > 0) break;
      }

      async function actAll(day: number) {
        const services = await servicesNow();
        const open = await openRenewals();
        for (const s of services) {
          const opens = open.get(s.id);
          await act(sims.get(s.id)!, s, opens?.[0], day);
        }
        // Now and then a customer places a first order and never pays (half of them report a payment).
        if (random.next() < 0.3) {
          const owner = customers[random.int(0, customers.length - 1)]!;
          const order = await insertTestOrder(knex, owner.id, { service_name: 'unpaid' });
          if (random.next() < 0.5)
            await recordPayment(knex, owner.id, order.id, {
              paymentMethod: 'CBE',
              paymentReference: reference(),
              paidBy: 'Customer',
              accountSuffix: '1234',
            });
        }
      }

      /** Every instance ticks; the unique key keeps one sweep for the period. Two periods a day,
       * so that a step that is not once per period would show twice. */
      async function sweepTwice() {
        for (const tick of [0, 1]) {
          clockMs += tick * SWEEP_SECONDS * 1000;
          await Promise.all(instances.map((i) => enqueueLifecycleSweep(i.deps.knex, SWEEP_SECONDS, nowMs())));
          await drain();
        }
        clockMs -= SWEEP_SECONDS * 1000;
      }

      // ---- once-only, across the whole run -------------------------------------------------------
      const twice = async (action: string) =>
        (await knex('audit_log')
          .where({ action })
          .groupBy('entity_id')
          .having(knex.raw('count(*) > 1'))
          .select('entity_id')) as unknown[];
      if ((await twice('service.terminated')).length > 0) violations.push('a service was terminated twice');
      const deadSweeps = (await knex('jobs')
        .where({ name: 'lifecycle-sweep', status: 'DEAD' })
        .count({ n: '*' })
        .first()) as { n: number | string };
      if (Number(deadSweeps.n) > 0) violations.push(`${deadSweeps.n} sweeps failed for good`);
      const sweeps = (await knex('jobs').where({ name: 'lifecycle-sweep' }).count({ n: '*' }).first()) as {
        n: number | string;
      };
      counts.terminated = Number(
        (
          (await knex('services').whereNotNull('terminated_at').count({ n: '*' }).first()) as {
            n: number | string;
          }
        ).n,
      );
      console.info(
        `simulated ${DAYS} days of ${SERVICES} services on ${db.client} with ${instances.length} runner(s) in ${Math.round((Date.now() - started) / 1000)} s:`,
        JSON.stringify({ ...counts, sweeps: Number(sweeps.n), ms: spent }),
      );
      expect(violations).toEqual([]);
      expect(Number(sweeps.n)).toBe(2 * DAYS);
      // The behaviours did happen: renewals paid, refused after termination, terminations, holds.
      expect(counts.paid).toBeGreaterThan(0);
      expect(counts.terminated).toBeGreaterThan(0);
      expect(counts.held).toBeGreaterThan(0);
      expect(counts.heldThenLapsed).toBeGreaterThan(0);
      expect(counts.warnedLate).toBeGreaterThan(0);
      expect(counts.reported).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
