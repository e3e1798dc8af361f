import {
  breakdownToEtb,
  draftGameOrder,
  draftKvmOrder,
  etbToSantim,
  type DraftResult,
  type GameOrderSpecifications,
  type KvmOrderSpecifications,
  type PriceBreakdown,
} from '@shop/domain';
import type { KvmPackage, OrderPricing } from '../api';
import { gameFixture } from './fixtures/games';
import { KVM_PACKAGES, osOptionsOf } from './fixtures/kvm';

/**
 * Orders are checked and priced like the BFF does it: with domain's order drafts, given the
 * fixtures' catalog (the seed's content) instead of database rows.
 */

export interface KvmOrderInput {
  id: string;
  osId: string;
  specifications: { ipv4: number; traffic: number; duration: number };
}

export interface GameOrderInput {
  id: string;
  duration?: number;
  specifications: { versionId: string; duration: number; slots?: number; memory?: number; ipv4?: number };
}

export type KvmDraft = DraftResult<KvmOrderSpecifications> & { pkg?: KvmPackage };

export function draftKvm(input: KvmOrderInput): KvmDraft {
  const pkg = KVM_PACKAGES.find((p) => p.id === input.id);
  const os = pkg ? osOptionsOf(pkg).find((o) => o.id === input.osId) : undefined;
  const plan = pkg && {
    displayname: pkg.displayname,
    cores: pkg.cores,
    cputype: pkg.cputype,
    ghzBase: pkg.ghzbase,
    ghzTurbo: pkg.ghzturbo,
    memoryMb: pkg.memory,
    diskMb: pkg.disk,
    trafficTb: pkg.traffic,
    ipv4Included: pkg.ipv4,
    priceSantim: etbToSantim(pkg.price),
  };
  return { ...draftKvmOrder(plan, os, input.specifications), pkg };
}

export function draftGame(input: GameOrderInput): DraftResult<GameOrderSpecifications> {
  const fixture = gameFixture(input.id);
  const { specifications: spec } = input;
  const version = fixture?.versions.find((v) => v.id === spec.versionId);
  const packages = (fixture?.packages ?? []).map((p) => ({
    slots: p.slots,
    memoryMb: p.memory,
    pricePerUnitSantim: etbToSantim(p.priceperunit),
  }));
  return draftGameOrder(fixture?.game, version, packages, {
    duration: spec.duration,
    topLevelDuration: input.duration,
    slots: spec.slots,
    memory: spec.memory,
    ipv4: spec.ipv4,
  });
}

/** A draft the fixtures expect to be accepted (throws otherwise: a broken fixture). */
export function accepted<Spec>(result: DraftResult<Spec>) {
  if ('refusal' in result) throw new Error(`fixture order refused: ${result.refusal.message}`);
  return result.draft;
}

/** Domain's itemised price (santim) as the API carries it (ETB). */
export function toOrderPricing(breakdown: PriceBreakdown): OrderPricing {
  const etb = breakdownToEtb(breakdown);
  return {
    basePrice: etb.basePrice,
    extrasPrice: etb.extrasPrice,
    durationDiscount: etb.durationDiscount,
    subtotal: etb.subtotal,
    couponDiscount: etb.couponDiscount,
    vat: etb.vat,
    totalPrice: etb.total,
    currency: 'ETB',
    billingCycle: 'One-time',
  };
}
