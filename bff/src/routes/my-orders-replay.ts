/**
 * My Orders answered in front of hapi (plugins/front.ts). Each answer hapi sends to
 * `GET /api/orders` is recorded per customer and URL (page, tab and page size as sent), with the
 * customer's `orders_version` read by authentication before the list was read, and the token that
 * asked for it. The database's triggers move that counter on every change to what the list shows,
 * whoever makes it (migration 0024). A later plain GET of the same URL with the same token is
 * answered with the recording when, read fresh from the database:
 *
 * - the token still opens a session for that customer (sessionUser: the same rule hapi's
 *   authentication applies, after @hapi/jwt's own claim checks, expiry included; the signature is
 *   the one hapi verified, as the token is the very same string);
 * - the customer's orders_version is still the recording's.
 *
 * Anything else goes to hapi, which answers, and records, afresh. An answer is never older than
 * its version: the version is read before the list, and a change commits its rows and its bump
 * together. Instances each keep their own recordings and check them against the same counter.
 *
 * Bounded (lru-cache): tokens, recordings and their bytes; the least recently used go first.
 */
import type { Plugin, ResponseObject } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import type { HapiJwt } from '@hapi/jwt';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config.ts';
import { sessionUser, tokenVerifyOptions } from '../plugins/auth.ts';
import type { TokenPayload } from '../plugins/auth.ts';
import { answerInFront, isPlainGet, replay, sentHeaders } from '../plugins/front.ts';
import type { Recording } from '../plugins/front.ts';

const PATH = '/api/orders';

interface Session {
  userId: string;
  /** The token as @hapi/jwt decoded it when hapi accepted it. */
  artifacts: HapiJwt.Artifacts;
}

interface Kept extends Recording {
  version: number;
}

export interface MyOrdersReplayOptions {
  jwt: AppConfig['jwt'];
}

export const myOrdersReplay: Plugin<MyOrdersReplayOptions> = {
  name: 'app-my-orders-replay',
  dependencies: ['app-logging', 'app-auth'],
  register(server, { jwt }) {
    const verify = tokenVerifyOptions(jwt);
    /** By the Authorization header hapi accepted. */
    const sessions = new LRUCache<string, Session>({ max: 50_000 });
    /** By customer and URL. */
    const answers = new LRUCache<string, Kept>({
      max: 50_000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (kept) => kept.body.length + 512,
    });

    server.events.on('response', (request) => {
      if (request.route.settings.id !== 'listMyOrders' || !request.auth.isAuthenticated) return;
      const { req, res } = request.raw;
      const version = request.app.ordersVersion;
      const authorization = req.headers.authorization;
      const source = (request.response as ResponseObject | null)?.source;
      if (res.statusCode !== 200 || !res.headersSent || !isPlainGet(req.method, req.headers)) return;
      if (version === undefined || !authorization || typeof source !== 'string' || !req.url) return;
      const { id: userId } = request.auth.credentials as { id: string };
      sessions.set(authorization, {
        userId,
        artifacts: request.auth.artifacts as unknown as HapiJwt.Artifacts,
      });
      answers.set(`${userId} ${req.url}`, { version, headers: sentHeaders(res), body: Buffer.from(source) });
    });

    answerInFront(server, (req, res) => {
      if (!req.url.startsWith(PATH) || (req.url.length > PATH.length && req.url[PATH.length] !== '?'))
        return false;
      const authorization = req.headers.authorization;
      const session = authorization === undefined ? undefined : sessions.get(authorization);
      const kept = session && answers.get(`${session.userId} ${req.url}`);
      if (!session || !kept) return false;
      try {
        Jwt.token.verifyPayload(session.artifacts, verify as HapiJwt.VerifyTokenOptions);
      } catch {
        return false;
      }
      return sessionUser(server.app.knex, session.artifacts.decoded.payload as TokenPayload).then(
        (user) => {
          if (user?.id !== session.userId || Number(user.orders_version) !== kept.version) return false;
          replay(server, req, res, kept);
          return true;
        },
        // The database is unreachable: hapi answers (503) and logs it, as for any request.
        () => false,
      );
    });
  },
};
