/**
 * Requests over a real socket, for what `server.inject` cannot see: answers made in front of hapi
 * (plugins/front.ts) are made from the HTTP server's 'request' event, which inject never reaches.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

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

/** An answer without its Date (the one header two answers of the same thing may differ in), for comparing. */
export function withoutDate({ status, headers, names, body }: HttpAnswer) {
  const { date: _date, ...rest } = headers;
  return {
    status,
    headers: rest,
    names: names.filter((name) => name !== 'date'),
    body: body.toString('base64'),
  };
}
