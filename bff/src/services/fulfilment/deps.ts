import type { LifecycleSettings } from '@shop/domain';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Providers } from '../../providers/index.ts';

/** What the fulfilment operations need from the server (a subset of the app state). */
export interface FulfilmentDeps {
  knex: Knex;
  providers: Providers;
  /** Key material for the connection credentials at rest. */
  connectionSecret: string;
  /** The shop's public address, for links in e-mails (e.g. https://shop.example). */
  appUrl: string;
  log: Logger;
  /** The lifecycle settings (domain's defaults when absent). */
  lifecycle?: LifecycleSettings;
}
