/**
 * The catalog answered in front of hapi (plugins/front.ts). Once hapi has answered a catalog path
 * from a cache entry in some encoding (identity, gzip or br), the response it sent is recorded with
 * that entry; from then on a plain GET of that path, while the entry is fresh, is answered with
 * that recording (negotiated the same way). It is byte for byte the answer hapi sent (Date aside).
 *
 * Everything else goes to hapi as before (catalogShortcut, then the route): a query string or
 * another spelling of the path, an entry that is loading or expired, an encoding hapi has not
 * answered yet. Recordings live and die with their entry: an invalidation or a reload starts afresh.
 */
import type { Plugin, Request } from '@hapi/hapi';
import { preferredEncoding, STORED_ENCODINGS } from '../plugins/accept-encoding.ts';
import type { StoredEncoding } from '../plugins/accept-encoding.ts';
import { answerInFront, isPlainGet, replay, sentHeaders } from '../plugins/front.ts';
import type { Recording } from '../plugins/front.ts';
import type { CatalogEntry } from '../services/catalog-cache.ts';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The catalog cache entry, and the encoding of it, a catalog answer was made of. */
    catalogAnswer?: { entry: CatalogEntry; encoding: StoredEncoding | undefined };
  }
}

type Variant = StoredEncoding | 'identity';

interface EntryRecordings {
  /** The encodings the entry holds compressed (what the negotiation chooses from). */
  stored: StoredEncoding[];
  byVariant: Map<Variant, Recording>;
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

    answerInFront(server, (req, res) => {
      const { catalogCache } = server.app;
      const entry = catalogCache.peekFreshAt(req.url);
      const forEntry = entry && recordings.get(entry);
      if (!forEntry) return false;
      const encoding = preferredEncoding(req.headers['accept-encoding'], forEntry.stored);
      const recording = forEntry.byVariant.get(encoding ?? 'identity');
      if (!recording) return false;
      catalogCache.countPathHit();
      replay(server, req, res, recording);
      return true;
    });
  },
};
