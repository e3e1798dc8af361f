/**
 * The load generator of `npm run bench`: it counts only answers it has checked. Every answer is
 * read as raw bytes (undici's `request`, which never decompresses), decoded as its
 * Content-Encoding says with node:zlib, and compared byte for byte with the plain answer read
 * once at the start; a wrong status, a coding the request did not accept, a body that is not what
 * its Content-Encoding says, or a decoded body that differs is an error, never a success.
 *
 * autocannon cannot do this: it joins each body's chunks into a JavaScript string (`body += data`
 * in its pipelinedRequestsQueue.js), a UTF-8 decoding that destroys compressed bytes before
 * `expectBody`, `verifyBody` or `onResponse` see them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Pool } from 'undici';

/** What every answer of a scenario must be, once decoded. */
export interface Expected {
  status: number;
  body: Buffer;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The content codings a request's Accept-Encoding allows (q=0 excluded); identity unless refused. */
export function acceptedCodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set(['identity']);
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) accepted.delete(name);
    else accepted.add(name);
  }
  return accepted;
}

/** The codings of a Content-Encoding header in the order they were applied (identity dropped). */
function codingsOf(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
}

/**
 * The body as its Content-Encoding says it is, or why it cannot be: a coding the request did not
 * accept (no Accept-Encoding at all accepts only identity, as curl and API clients expect), one this
 * checker cannot decode, or bytes that are not in that coding.
 */
export function decodeBody(
  requestHeaders: Record<string, string>,
  headers: IncomingHttpHeaders,
  body: Buffer,
): { body: Buffer } | { wrong: string } {
  const codings = codingsOf(headers['content-encoding']);
  const accepted = acceptedCodings(requestHeaders['accept-encoding']);
  const refused = codings.find((coding) => !accepted.has(coding));
  if (refused) return { wrong: `Content-Encoding ${refused} that the request did not accept` };
  let decoded = body;
  for (const coding of [...codings].reverse()) {
    const decode = DECODERS[coding];
    if (!decode) return { wrong: `Content-Encoding ${coding} that this checker cannot decode` };
    try {
      decoded = decode(decoded);
    } catch {
      return { wrong: `a body that is not ${coding} as its Content-Encoding says` };
    }
  }
  return { body: decoded };
}

/**
 * Why an answer is wrong, or null when it is right: the status, then whether the body decodes as
 * its Content-Encoding says (decodeBody) to exactly the expected bytes.
 */
export function wrongAnswer(
  expected: Expected,
  requestHeaders: Record<string, string>,
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
): string | null {
  if (status !== expected.status) return `status ${status} instead of ${expected.status}`;
  const decoded = decodeBody(requestHeaders, headers, body);
  if ('wrong' in decoded) return decoded.wrong;
  return decoded.body.equals(expected.body) ? null : 'a decoded body that differs from the plain answer';
}

export interface LoadOptions {
  origin: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Go on past `seconds` until this many answers are in (a warm-up: V8 optimises code after enough calls)... */
  minAnswers?: number;
  /** ...but not past this many seconds in all. */
  maxSeconds?: number;
  expected: Expected;
}

export interface LoadResult {
  /** Answers received and checked, right or wrong. */
  answers: number;
  seconds: number;
  /** Latency of every answer in milliseconds, sorted. */
  latencies: Float64Array;
  /** How many answers were wrong, by reason (a failed connection is one too). */
  wrong: Map<string, number>;
  /** Bytes of the bodies as they came over the socket (compressed when compressed). */
  bodyBytes: number;
  /** CPU time this process (the load generator) spent, in microseconds. */
  clientCpuMicros: number;
}

/** Percentile `p` (0..100) of sorted values; NaN when there are none. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * `connections` keep-alive connections each send the request again as soon as the previous
 * answer is in, for `seconds`; every answer is checked against `expected`.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { origin, path, headers, connections, seconds, expected, minAnswers = 0 } = options;
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const wrong = new Map<string, number>();
  const countWrong = (reason: string) => wrong.set(reason, (wrong.get(reason) ?? 0) + 1);
  let bodyBytes = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + seconds * 1000;
  const hardEnd = started + Math.max(seconds, options.maxSeconds ?? seconds) * 1000;
  const goOn = () => {
    const now = performance.now();
    return now < end || (latencies.length < minAnswers && now < hardEnd);
  };

  async function connection(): Promise<void> {
    while (goOn()) {
      const sent = performance.now();
      try {
        const res = await pool.request({ path, method: 'GET', headers });
        const body = Buffer.from(await res.body.arrayBuffer());
        latencies.push(performance.now() - sent);
        bodyBytes += body.length;
        const reason = wrongAnswer(expected, headers, res.statusCode, res.headers, body);
        if (reason) countWrong(reason);
      } catch (err) {
        latencies.push(performance.now() - sent);
        countWrong(`request failed: ${(err as { code?: string }).code ?? String(err)}`);
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    await pool.close();
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    answers: latencies.length,
    seconds: (performance.now() - started) / 1000,
    latencies: Float64Array.from(latencies).sort(),
    wrong,
    bodyBytes,
    clientCpuMicros: cpu.user + cpu.system,
  };
}

/** One request, its body as raw bytes (for the expected answer, read once without compression). */
export async function readRaw(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const pool = new Pool(origin, { connections: 1 });
  try {
    const res = await pool.request({ path, method: 'GET', headers });
    return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
  } finally {
    await pool.close();
  }
}
