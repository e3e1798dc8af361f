/**
 * The mock shop's addresses, as the BFF's drivers hand them out: a KVM server gets the IPv4 count
 * its order bought and, on an IPv6-only plan, an IPv6 address; a game server one address. Each
 * machine's addresses come from a seed of its own, so no two machines share one.
 */
import { lineIncludesIpv6 } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';

type ServiceAddress = components['schemas']['ServiceAddress'];

export function mockAddresses(input: {
  kind: 'KVM' | 'GAME';
  ipcount: number | null;
  line: string | null | undefined;
  /** A number of this machine's own (the fixtures hash its key; new services count up). */
  seed: number;
}): string[] {
  const third = ((input.seed >> 8) % 200) + 20;
  const fourth = (input.seed % 50) * 5 + 2;
  const v4Count = input.kind === 'GAME' ? 1 : (input.ipcount ?? 1);
  const v4 = Array.from({ length: v4Count }, (_, i) => `196.188.${third}.${fourth + i}`);
  const v6 =
    input.kind === 'KVM' && lineIncludesIpv6(input.line)
      ? [`2001:db8:188:${third.toString(16)}::${fourth.toString(16)}`]
      : [];
  return [...v4, ...v6];
}

/** The service's addresses as the API lists them (the BFF's serviceAddresses). */
export function toServiceAddresses(addresses: readonly string[]): ServiceAddress[] {
  return addresses.map((ip) => ({ ip, family: ip.includes(':') ? 'ipv6' : 'ipv4' }));
}
