/** The simulated driver's machines (simulated_machines). */
import { normalizeRow } from '@shop/db';
import type { SimulatedMachineRow } from '@shop/db';
import type { Knex } from 'knex';

export const SIMULATED_POOL = 'simulated';
export const SIMULATED_IP6_POOL = 'simulated-ip6';

/** What an update may change (never the id or the creation time). */
export type MachineChanges = Partial<Omit<SimulatedMachineRow, 'id' | 'created_at'>>;

export async function findMachineById(knex: Knex, id: string): Promise<SimulatedMachineRow | undefined> {
  return normalizeRow('simulated_machines', await knex('simulated_machines').where({ id }).first());
}

export async function findMachineByService(
  knex: Knex,
  serviceId: string,
): Promise<SimulatedMachineRow | undefined> {
  return normalizeRow(
    'simulated_machines',
    await knex('simulated_machines').where({ service_id: serviceId }).first(),
  );
}

/** Removes a service's machine (a failed create's): a later create writes a new one. */
export async function deleteMachineOfService(knex: Knex, serviceId: string): Promise<void> {
  await knex('simulated_machines').where({ service_id: serviceId }).delete();
}

export async function insertMachine(knex: Knex, row: SimulatedMachineRow): Promise<void> {
  await knex('simulated_machines').insert(row);
}

/**
 * Writes `changes`. With `onlyIfTransition`, only while the row's transition is still that one:
 * a lazy settle must not overwrite a transition another call began in the meantime.
 */
export async function updateMachine(
  knex: Knex,
  id: string,
  changes: MachineChanges & { updated_at: Date },
  onlyIfTransition?: string | null,
): Promise<void> {
  const query = knex('simulated_machines').where({ id });
  if (onlyIfTransition !== undefined) {
    if (onlyIfTransition === null) query.whereNull('transition');
    else query.where({ transition: onlyIfTransition });
  }
  await query.update(changes);
}
