/**
 * Requests over a real socket with a client that hides nothing: node:http sends exactly the
 * headers given (no Accept-Encoding of its own) and hands back the bytes as they came, and
 * `decodeBody` undoes the Content-Encoding itself, the way a browser must. `server.inject` cannot
 * see what depends on the wire (encodings, keep-alive, proxies); these can.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The header names (lower case) in the order they came. */
  names: string[];
  /** The body as it came over the wire (still compressed, if it was). */
  body: Buffer;
}

/** One HTTP/1.1 request to 127.0.0.1:`port`. */
export function httpGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          names: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The encodings a body may come in, as Content-Encoding names them. */
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: (body) => gunzipSync(body),
  'x-gzip': (body) => gunzipSync(body),
  deflate: (body) => inflateSync(body),
  br: (body) => brotliDecompressSync(body),
};

/**
 * The body an answer stands for: its bytes decoded by each Content-Encoding in turn (as RFC 9110
 * lists them, in the order applied). Throws when a coding is unknown or the bytes are not what it
 * says: exactly what makes a browser fail with ERR_CONTENT_DECODING_FAILED.
 */
export function decodeBody(answer: HttpAnswer): Buffer {
  const header = answer.headers['content-encoding'];
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  let body = answer.body;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (!decode) throw new Error(`unknown content-encoding ${coding}`);
    try {
      body = decode(body);
    } catch (err) {
      throw new Error(`the body is not ${coding} (${(err as Error).message})`);
    }
  }
  return body;
}

/** The header's comma-separated values, lower case (for Vary and the like). */
export function headerList(answer: HttpAnswer, name: string): string[] {
  const value = answer.headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}
