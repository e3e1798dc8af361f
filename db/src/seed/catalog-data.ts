// The shop's catalog as typed rows: what `seedCatalog` writes, and what tests of other packages can
// import. The content (plans, images, games, packages) is domain's (shop-catalog.ts); this adds
// stable ids (see ids.ts: the same on every machine and every run) and money in santim.
// Money is santim (1 ETB = 100 santim) per 30 days, VAT excluded; memory and disk are MB.
import {
  etbToSantim,
  KVM_LINE_IMAGES,
  KVM_PLANS,
  percentToBasisPoints,
  SHOP_GAMES,
  SHOP_PROMOTION_COUPONS,
  type ShopGame,
} from '@shop/domain';
import {
  discountCodeId,
  gameId,
  gamePackageId,
  gameVersionId,
  kvmPackageId,
  osOptionId,
} from '@shop/domain/catalog-ids';
import type { GameType, KvmLine, OsType } from '../schema';

export interface CatalogOsOption {
  id: string;
  displayname: string;
  type: OsType;
  /** Machine name of the image; 'ubuntu-20.04' is the reinstall default. */
  version: string;
  sort: number;
}

export interface CatalogKvmPackage {
  id: string;
  line: KvmLine;
  displayname: string;
  cores: number;
  memoryMb: number;
  diskMb: number;
  trafficTb: number;
  priceSantim: number;
  ipv4Included: number;
  cputype: string;
  ghzBase: number;
  ghzTurbo: number;
  sort: number;
  osOptions: readonly CatalogOsOption[];
}

export interface CatalogGameVersion {
  id: string;
  version: string;
}

export interface CatalogGamePackage {
  id: string;
  /** 0 on memory games. */
  slots: number;
  memoryMb: number;
  /** Per slot (slots games) or per GB of memory (memory games). */
  pricePerUnitSantim: number;
}

export interface CatalogGame {
  id: string;
  slug: string;
  displayname: string;
  type: GameType;
  /** Slots, or MB for memory games. */
  minvalue: number;
  maxvalue: number;
  sort: number;
  versions: readonly CatalogGameVersion[];
  packages: readonly CatalogGamePackage[];
}

export interface CatalogCoupon {
  id: string;
  code: string;
  discountBp: number;
  kickbackBp: number;
  givenTo: string;
  /** Lower-case service names the coupon is limited to. */
  allowedServiceNames: readonly string[] | null;
}

// ---- KVM ---------------------------------------------------------------------------------------

export { KVM_LINE_CPUS, KVM_LINE_IMAGES } from '@shop/domain';

/** Every KVM plan, line by line, in `sort` order within a line. */
export const KVM_PACKAGES: readonly CatalogKvmPackage[] = KVM_PLANS.map(({ priceEtb, ...plan }) => ({
  ...plan,
  id: kvmPackageId(plan.line, plan.displayname),
  priceSantim: etbToSantim(priceEtb),
  osOptions: KVM_LINE_IMAGES[plan.line].map((os) => ({
    id: osOptionId(plan.line, plan.displayname, os.displayname),
    ...os,
  })),
}));

// ---- games -------------------------------------------------------------------------------------

function catalogGame(game: ShopGame): CatalogGame {
  return {
    ...game,
    id: gameId(game.slug),
    versions: game.versions.map((version) => ({ id: gameVersionId(game.slug, version), version })),
    packages: game.packages.map(({ slots, memoryMb, priceEtb }) => ({
      id: gamePackageId(game.slug, slots, memoryMb),
      slots,
      memoryMb,
      pricePerUnitSantim: etbToSantim(priceEtb),
    })),
  };
}

/** The fifteen games, in display order. */
export const GAMES: readonly CatalogGame[] = SHOP_GAMES.map(catalogGame);

// ---- coupons -----------------------------------------------------------------------------------

/** Promotion coupons (no owner, no expiry). Seeded once; admin edits are kept afterwards. */
export const COUPONS: readonly CatalogCoupon[] = SHOP_PROMOTION_COUPONS.map((coupon) => ({
  id: discountCodeId(coupon.code),
  code: coupon.code,
  discountBp: percentToBasisPoints(coupon.discountPercent),
  kickbackBp: 0,
  givenTo: coupon.givenTo,
  allowedServiceNames: coupon.allowedServiceNames,
}));

export const CATALOG = { kvmPackages: KVM_PACKAGES, games: GAMES, coupons: COUPONS } as const;
