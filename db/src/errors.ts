// Constraint violations, recognised the same way on both engines.
//
//   SQLite (better-sqlite3): err.code SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY / _FOREIGNKEY / _CHECK,
//                            message 'UNIQUE constraint failed: payments.method, payments.reference'
//   MySQL / MariaDB (mysql2): err.code ER_DUP_ENTRY, ER_NO_REFERENCED_ROW_2, ER_ROW_IS_REFERENCED_2,
//                            errno 4025 (MariaDB) / ER_CHECK_CONSTRAINT_VIOLATED (MySQL 8),
//                            message "Duplicate entry 'x' for key 'payments_method_reference_unique'"

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY'
  );
}

/**
 * The name of the unique key a duplicate ran into, in knex's naming on both engines
 * (`<table>_<col>[_<col>]_unique`), or 'PRIMARY' for a primary key; undefined for other errors.
 */
export function uniqueViolationKey(err: unknown): string | undefined {
  if (!isUniqueViolation(err)) return undefined;
  const code = codeOf(err);
  const message = messageOf(err);
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'PRIMARY';
  if (code === 'ER_DUP_ENTRY') {
    const key = /for key '([^']+)'/.exec(message)?.[1];
    return key?.replace(/^[^.]+\./, ''); // MySQL 8 prefixes the table
  }
  const columns = /UNIQUE constraint failed: (.+)$/m
    .exec(message)?.[1]
    ?.split(',')
    .map((c) => c.trim());
  if (!columns?.length) return undefined;
  const table = columns[0]!.split('.')[0]!;
  return `${table}_${columns.map((c) => c.split('.')[1]).join('_')}_unique`;
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED_2'
  );
}

function errnoOf(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'errno' in err ? Number(err.errno) : undefined;
}

export function isCheckViolation(err: unknown): boolean {
  const code = codeOf(err);
  if (code === 'SQLITE_CONSTRAINT_CHECK' || code === 'ER_CHECK_CONSTRAINT_VIOLATED') return true;
  // MariaDB's ER_CONSTRAINT_FAILED is errno 4025, which mysql2 names after a MySQL error of the
  // same number: recognise it by number and message.
  return errnoOf(err) === 4025 && /CONSTRAINT .* failed/i.test(messageOf(err));
}
