// The ordered list of migrations. A static list (not a directory scan) works the same under tsx,
// vitest and the knex CLI. Append new migrations at the end; never reorder or rename.
// On MySQL a migration stopped halfway runs again from its start (../resumable-ddl.ts): its DDL
// that is already applied is skipped, so its data statements must give the same result when run
// twice and a rename must check first. ../migrate.test.ts runs every migration twice on MySQL.
import type { Knex } from 'knex';
import * as m0001 from './20261122_0001_create_users';
import * as m0002 from './20261122_0002_create_kvm_packages';
import * as m0003 from './20261122_0003_create_os_options';
import * as m0004 from './20261122_0004_create_games';
import * as m0005 from './20261122_0005_create_game_versions';
import * as m0006 from './20261122_0006_create_game_packages';
import * as m0007 from './20261122_0007_create_discount_codes';
import * as m0008 from './20261122_0008_create_orders';
import * as m0009 from './20261122_0009_create_services';
import * as m0010 from './20261122_0010_add_orders_renewal_fk';
import * as m0011 from './20261122_0011_create_payments';
import * as m0012 from './20261122_0012_create_inquiries';
import * as m0013 from './20261122_0013_create_email_outbox';
import * as m0014 from './20261122_0014_create_audit_log';
import * as m0015 from './20261122_0015_add_users_locale';
import * as m0016 from './20261122_0016_create_jobs';
import * as m0017 from './20261122_0017_create_provider_tables';
import * as m0018 from './20261122_0018_add_fulfilment_columns';
import * as m0019 from './20261122_0019_add_admin_list_indexes';
import * as m0020 from './20261122_0020_add_admin_search_indexes';
import * as m0021 from './20261122_0021_create_rate_limits';
import * as m0022 from './20261122_0022_create_password_resets';
import * as m0023 from './20261122_0023_add_users_two_factor';
import * as m0024 from './20261122_0024_add_users_orders_version';
import * as m0025 from './20261127_0025_drop_users_orders_version';
import * as m0028 from './20261127_0028_payments_reference_unique';
import * as m0029 from './20261127_0029_create_sessions';
import * as m0030 from './20261127_0030_create_recovery_codes';
import * as m0031 from './20261127_0031_add_orders_idempotency_key';
import * as m0032 from './20261127_0032_create_chapa_attempts';
import * as m0033 from './20261127_0033_create_payment_verifications';
import * as m0036 from './20261127_0036_add_service_lifecycle';
import * as m0040 from './20261127_0040_create_invoices';
import * as m0041 from './20261127_0041_add_users_billing_details';
import * as m0042 from './20261127_0042_add_email_outbox_invoice';
import * as m0050 from './20261127_0050_add_payments_rejection';
import * as m0052 from './20261127_0052_create_service_reminders';
import * as m0056 from './20261127_0056_create_shop_settings';
import * as m0060 from './20261127_0060_create_notifications';
import * as m0061 from './20261127_0061_add_services_power_claim';
import * as m0062 from './20261127_0062_create_refund_requests';
import * as m0063 from './20261127_0063_add_ip_allocations_by_ip';
import * as m0064 from './20261127_0064_add_services_game_address';
import * as m0065 from './20261129_0065_canonical_phone_numbers';
import * as m0066 from './20261129_0066_add_orders_refund_due';
import * as m0067 from './20261129_0067_create_console_tickets';
import * as m0070 from './20261129_0070_create_ssh_keys';
import * as m0071 from './20261129_0071_add_machine_access';
import * as m0075 from './20261129_0075_create_tickets';

export interface NamedMigration extends Knex.Migration {
  name: string;
}

export const migrations: readonly NamedMigration[] = [
  { name: '20261122_0001_create_users', ...m0001 },
  { name: '20261122_0002_create_kvm_packages', ...m0002 },
  { name: '20261122_0003_create_os_options', ...m0003 },
  { name: '20261122_0004_create_games', ...m0004 },
  { name: '20261122_0005_create_game_versions', ...m0005 },
  { name: '20261122_0006_create_game_packages', ...m0006 },
  { name: '20261122_0007_create_discount_codes', ...m0007 },
  { name: '20261122_0008_create_orders', ...m0008 },
  { name: '20261122_0009_create_services', ...m0009 },
  { name: '20261122_0010_add_orders_renewal_fk', ...m0010 },
  { name: '20261122_0011_create_payments', ...m0011 },
  { name: '20261122_0012_create_inquiries', ...m0012 },
  { name: '20261122_0013_create_email_outbox', ...m0013 },
  { name: '20261122_0014_create_audit_log', ...m0014 },
  { name: '20261122_0015_add_users_locale', ...m0015 },
  { name: '20261122_0016_create_jobs', ...m0016 },
  { name: '20261122_0017_create_provider_tables', ...m0017 },
  { name: '20261122_0018_add_fulfilment_columns', ...m0018 },
  { name: '20261122_0019_add_admin_list_indexes', ...m0019 },
  { name: '20261122_0020_add_admin_search_indexes', ...m0020 },
  { name: '20261122_0021_create_rate_limits', ...m0021 },
  { name: '20261122_0022_create_password_resets', ...m0022 },
  { name: '20261122_0023_add_users_two_factor', ...m0023 },
  { name: '20261122_0024_add_users_orders_version', ...m0024 },
  { name: '20261127_0025_drop_users_orders_version', ...m0025 },
  { name: '20261127_0028_payments_reference_unique', ...m0028 },
  { name: '20261127_0029_create_sessions', ...m0029 },
  { name: '20261127_0030_create_recovery_codes', ...m0030 },
  { name: '20261127_0031_add_orders_idempotency_key', ...m0031 },
  { name: '20261127_0032_create_chapa_attempts', ...m0032 },
  { name: '20261127_0033_create_payment_verifications', ...m0033 },
  { name: '20261127_0036_add_service_lifecycle', ...m0036 },
  { name: '20261127_0040_create_invoices', ...m0040 },
  { name: '20261127_0041_add_users_billing_details', ...m0041 },
  { name: '20261127_0042_add_email_outbox_invoice', ...m0042 },
  { name: '20261127_0050_add_payments_rejection', ...m0050 },
  { name: '20261127_0052_create_service_reminders', ...m0052 },
  { name: '20261127_0056_create_shop_settings', ...m0056 },
  { name: '20261127_0060_create_notifications', ...m0060 },
  { name: '20261127_0061_add_services_power_claim', ...m0061 },
  { name: '20261127_0062_create_refund_requests', ...m0062 },
  { name: '20261127_0063_add_ip_allocations_by_ip', ...m0063 },
  { name: '20261127_0064_add_services_game_address', ...m0064 },
  { name: '20261129_0065_canonical_phone_numbers', ...m0065 },
  { name: '20261129_0066_add_orders_refund_due', ...m0066 },
  { name: '20261129_0067_create_console_tickets', ...m0067 },
  { name: '20261129_0070_create_ssh_keys', ...m0070 },
  { name: '20261129_0071_add_machine_access', ...m0071 },
  { name: '20261129_0075_create_tickets', ...m0075 },
];
