/**
 * Content negotiation for bodies the BFF keeps already compressed (the built app's .br/.gz files,
 * the catalog cache's bodies): hapi negotiates only the encoders it has (gzip, deflate), and
 * compresses anew on every response; these answers pick from what is stored instead.
 */

/** The encodings kept compressed, best first. */
export type StoredEncoding = 'br' | 'gzip';
export const STORED_ENCODINGS: readonly StoredEncoding[] = ['br', 'gzip'];

/**
 * The best of `available` (in STORED_ENCODINGS order) that an Accept-Encoding header allows, or
 * undefined for identity. `q=0` refuses an encoding; `*` stands for every encoding not named.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly StoredEncoding[] = STORED_ENCODINGS,
): StoredEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: StoredEncoding; weight: number } | undefined;
  for (const encoding of STORED_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}
