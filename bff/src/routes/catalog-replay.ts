/**
 * The catalog's hottest path, in front of hapi. Once hapi has answered a catalog path from a cache
 * entry in some encoding (identity, gzip or br), the headers it sent are recorded with that entry;
 * from then on a plain GET of that path, while the entry is fresh, is answered straight from the
 * HTTP server's 'request' event with those headers and the stored body. No hapi request, lifecycle
 * or extension runs, so the answer costs little more than writing it; it is byte for byte the one
 * hapi sent (Date aside), and it is logged like any other request.
 *
 * Everything else goes to hapi as before (catalogShortcut, then the route): other methods, a
 * conditional or ranged request (hapi answers 304 and 206), a query string or another
 * spelling of the path, an entry that is loading or expired, an encoding hapi has not answered
 * yet. Recordings live and die with their entry: an invalidation or a reload starts afresh.
 *
 * `server.inject` (tests) calls hapi directly, so only requests that arrive over a socket come here.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, Request, Server } from '@hapi/hapi';
import { preferredEncoding, STORED_ENCODINGS } from '../plugins/accept-encoding.ts';
import type { StoredEncoding } from '../plugins/accept-encoding.ts';
import type { CatalogEntry } from '../services/catalog-cache.ts';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The catalog cache entry, and the encoding of it, a catalog answer was made of. */
    catalogAnswer?: { entry: CatalogEntry; encoding: StoredEncoding | undefined };
  }
}

type Variant = StoredEncoding | 'identity';

interface Recorded {
  /** The response's header names and values, flat: [name, value, ...]. */
  headers: string[];
  body: Buffer;
}

interface EntryRecordings {
  /** The encodings the entry holds compressed (what the negotiation chooses from). */
  stored: StoredEncoding[];
  byVariant: Map<Variant, Recorded>;
}

/** Request headers that ask for something other than the plain answer: hapi decides those. */
const CONDITIONAL_HEADERS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'range',
];

function isPlainGet(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'GET' && CONDITIONAL_HEADERS.every((name) => headers[name] === undefined);
}

/** The headers a response was sent with, flat (hapi names them in lower case, as they go out). */
function sentHeaders(res: ServerResponse): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) flat.push(name, one);
  }
  return flat;
}

/** Marks a catalog answer as made of `entry` in `encoding`, so that it can be recorded once sent. */
export function noteCatalogAnswer(
  request: Request,
  entry: CatalogEntry,
  encoding: StoredEncoding | undefined,
) {
  request.app.catalogAnswer = { entry, encoding };
}

export const catalogReplay: Plugin<void> = {
  name: 'app-catalog-replay',
  dependencies: ['app-logging'],
  register(server) {
    const recordings = new WeakMap<CatalogEntry, EntryRecordings>();
    let answered = 0;

    server.events.on('response', (request) => {
      const note = request.app.catalogAnswer;
      const { req, res } = request.raw;
      if (!note || res.statusCode !== 200 || !res.headersSent || !isPlainGet(req.method, req.headers)) return;
      const { entry, encoding } = note;
      let forEntry = recordings.get(entry);
      if (!forEntry) {
        forEntry = { stored: STORED_ENCODINGS.filter((stored) => entry[stored]), byVariant: new Map() };
        recordings.set(entry, forEntry);
      }
      const variant: Variant = encoding ?? 'identity';
      if (forEntry.byVariant.has(variant)) return;
      const body = encoding ? entry[encoding] : Buffer.from(entry.body);
      if (body) forEntry.byVariant.set(variant, { headers: sentHeaders(res), body });
    });

    const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
      const { url, headers } = req;
      if (url === undefined || !isPlainGet(req.method, headers)) return false;
      const { catalogCache } = server.app;
      const entry = catalogCache.peekFreshAt(url);
      const forEntry = entry && recordings.get(entry);
      if (!forEntry) return false;
      const encoding = preferredEncoding(headers['accept-encoding'], forEntry.stored);
      const recorded = forEntry.byVariant.get(encoding ?? 'identity');
      if (!recorded) return false;
      const received = Date.now();
      catalogCache.countPathHit();
      res.writeHead(200, recorded.headers);
      res.end(recorded.body);
      answered += 1;
      logLine(server, req, url, received, answered);
      return true;
    };

    // hapi's dispatcher stays the listener's handler for everything the replay does not answer.
    const listener = server.listener;
    const hapiHandlers = listener.listeners('request') as ((
      req: IncomingMessage,
      res: ServerResponse,
    ) => void)[];
    listener.removeAllListeners('request');
    listener.on('request', (req: IncomingMessage, res: ServerResponse) => {
      try {
        if (answer(req, res)) return;
      } catch (err) {
        server.logger.error({ err }, 'catalog replay failed; hapi answers instead');
        if (res.headersSent) return;
      }
      for (const handler of hapiHandlers) handler.call(listener, req, res);
    });
  },
};

function logLine(server: Server, req: IncomingMessage, url: string, received: number, count: number) {
  if (!server.logger.isLevelEnabled('info')) return;
  server.logRequestLine(
    {
      // hapi's ids are `<received>:<server id>:<counter>`; replayed answers count on their own.
      id: `${received}:${server.info.id}:r${count}`,
      method: 'GET',
      url,
      remoteAddress: req.socket.remoteAddress ?? '',
      userAgent: req.headers['user-agent'],
    },
    200,
    Date.now() - received,
  );
}
