// Phone numbers in one form (issue 34): customers' phones and the telebirr number saved in the
// console's Settings were stored as typed (`0912345678` or `+251912345678`); the receipt check
// and every comparison now expect `+2519…`/`+2517…` (domain's canonicalPhone). This rewrites the
// stored ones once; a value that is no Ethiopian mobile number is left as it is. Running it twice
// gives the same rows (a canonical number canonicalises to itself), as MySQL's resume needs.
//
// Data only, no DDL; the batches keep a large users table out of one long statement.
import { canonicalPhone } from '@shop/domain/phone';
import type { Knex } from 'knex';

const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await knex('users')
      .select('id', 'phone')
      .whereNotNull('phone')
      .andWhere('id', '>', after)
      .orderBy('id')
      .limit(BATCH)) as { id: string; phone: string }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const phone = canonicalPhone(row.phone);
      if (phone !== null && phone !== row.phone) await knex('users').where({ id: row.id }).update({ phone });
    }
    after = rows[rows.length - 1]!.id;
  }
  const telebirr = (await knex('shop_settings').where({ key: 'telebirrNumber' }).first('value')) as
    { value: string } | undefined;
  const number = telebirr ? canonicalPhone(telebirr.value) : null;
  if (telebirr && number !== null && number !== telebirr.value) {
    await knex('shop_settings').where({ key: 'telebirrNumber' }).update({ value: number });
  }
}

/** The old spellings are not kept: every one of them is still accepted and means the same number. */
export async function down(): Promise<void> {}
