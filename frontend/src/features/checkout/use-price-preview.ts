import {
  breakdownToEtb,
  etbToSantim,
  gameUnitPrice,
  priceGame,
  priceKvm,
  type PriceBreakdown,
} from '@shop/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetKvmPackageQuery, useListGamePackagesQuery, useListGamesQuery } from '../../api';
import type { Game, GamePackage, KvmPackage } from '../../api';
import type {
  PendingConfiguration,
  PendingGameConfiguration,
  PendingKvmConfiguration,
} from '../../store/checkout-slice';

export type PricePreview =
  | { status: 'loading' }
  /** The catalog could not be read: only the total saved with the configuration is known. */
  | { status: 'unavailable' }
  /** Itemised in ETB by domain's one pricing rule set, as the server will price it. */
  | { status: 'ready'; breakdown: PriceBreakdown };

function kvmBreakdown(config: PendingKvmConfiguration, pkg: KvmPackage, couponPercent: number | null) {
  const spec = config.specifications;
  return priceKvm({
    planPriceSantim: etbToSantim(pkg.price),
    includedIpv4: pkg.ipv4,
    includedTrafficTb: pkg.traffic,
    ipv4: spec.ipv4,
    trafficTb: spec.traffic,
    days: spec.duration,
    couponPercent,
  });
}

function gameBreakdown(
  config: PendingGameConfiguration,
  game: Game,
  packages: readonly GamePackage[],
  couponPercent: number | null,
) {
  const { slots, memory } = config.specifications;
  const unit = gameUnitPrice(packages, game, slots, memory);
  if (unit === null) return null;
  return priceGame({
    unitPriceSantim: etbToSantim(unit),
    type: game.type,
    slots,
    memoryMb: memory,
    days: config.duration || config.specifications.duration,
    couponPercent,
  });
}

/**
 * The configuration's price with the applied coupon, from the plan's catalog row. The server prices
 * the order again from its own rows; this is the preview the customer reviews before ordering.
 */
export function usePricePreview(
  config: PendingConfiguration | null,
  couponPercent: number | null,
): PricePreview {
  const kvm = useGetKvmPackageQuery(config?.type === 'kvm' ? { id: config.id } : skipToken);
  const games = useListGamesQuery(config?.type === 'game' ? undefined : skipToken);
  const packages = useListGamePackagesQuery(config?.type === 'game' ? { id: config.id } : skipToken);

  if (!config) return { status: 'unavailable' };
  try {
    if (config.type === 'kvm') {
      if (kvm.isLoading) return { status: 'loading' };
      if (!kvm.data) return { status: 'unavailable' };
      return { status: 'ready', breakdown: breakdownToEtb(kvmBreakdown(config, kvm.data, couponPercent)) };
    }
    if (games.isLoading || packages.isLoading) return { status: 'loading' };
    const game = games.data?.find((g) => g.id === config.id);
    if (!game || !packages.data) return { status: 'unavailable' };
    const breakdown = gameBreakdown(config, game, packages.data, couponPercent);
    return breakdown ? { status: 'ready', breakdown: breakdownToEtb(breakdown) } : { status: 'unavailable' };
  } catch {
    // A stored configuration the rules refuse (a negative count, say): the server will say why.
    return { status: 'unavailable' };
  }
}
