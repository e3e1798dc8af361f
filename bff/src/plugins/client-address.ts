import type { Plugin, Request } from '@hapi/hapi';
import { compileTrustedProxies, resolveClient } from './trusted-proxies.ts';
import type { ClientOrigin } from './trusted-proxies.ts';

const NAME = 'app-client-address';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** Who is asking, worked out once per request: read it with clientAddress() / clientProtocol(). */
    client?: ClientOrigin;
  }
  interface PluginProperties {
    [NAME]: { resolve(request: Request): ClientOrigin };
  }
}

export interface ClientAddressOptions {
  /** TRUSTED_PROXIES as config.ts parsed it: addresses, CIDR ranges, `loopback`; empty trusts none. */
  trustedProxies: readonly string[];
}

function connectionProtocol(request: Request): 'http' | 'https' {
  return request.server.info.protocol === 'https' ? 'https' : 'http';
}

/** Without the plugin (a bare server in a test): the connection itself. */
const untrusted = (request: Request) =>
  resolveClient(request.info.remoteAddress, request.headers, undefined, connectionProtocol(request));

/** The client's address and scheme (see trusted-proxies.ts), worked out on the first call. */
export function clientOrigin(request: Request): ClientOrigin {
  return (request.app.client ??= (request.server.plugins[NAME]?.resolve ?? untrusted)(request));
}

/**
 * The client's address: what every limit, throttle and log line is keyed by (a limit through
 * rate-limits/keys.ts's addressBlock(), which counts an IPv6 client by its /64). Behind a trusted
 * proxy (TRUSTED_PROXIES) the address it forwarded, else the connection's; never
 * `request.info.remoteAddress`, which behind a proxy is the proxy for every visitor.
 */
export function clientAddress(request: Request): string {
  return clientOrigin(request).address;
}

/** The scheme the client used: `X-Forwarded-Proto` behind a trusted proxy, else the connection's. */
export function clientProtocol(request: Request): 'http' | 'https' {
  return clientOrigin(request).protocol;
}

/**
 * Works out who is asking as a request arrives (onRequest), before anything reads it: from
 * `X-Forwarded-For` and `X-Forwarded-Proto` for connections from a trusted proxy, ignoring them
 * from anyone else. An answer given before this extension runs still gets the same result from
 * clientOrigin(), which works it out on first use.
 */
export const clientAddressPlugin: Plugin<ClientAddressOptions> = {
  name: NAME,
  register(server, options) {
    const trust = compileTrustedProxies(options.trustedProxies);
    const resolve = (request: Request) =>
      resolveClient(request.info.remoteAddress, request.headers, trust, connectionProtocol(request));
    server.expose('resolve', resolve);
    server.ext('onRequest', (request, h) => {
      clientOrigin(request);
      return h.continue;
    });
  },
};
