import type { Knex } from 'knex';
import type { AppConfig } from './config.ts';
import type { LoginThrottle } from './services/login-throttle.ts';

/** What every handler reaches through `request.server.app`. */
export interface AppState {
  knex: Knex;
  config: AppConfig;
  loginThrottle: LoginThrottle;
}

declare module '@hapi/hapi' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServerApplicationState extends AppState {}
}
