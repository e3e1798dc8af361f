/**
 * An order checked against the catalog and priced: the rules of POST /orders/kvm and
 * /orders/game, written once for the BFF (which reads the catalog from the database) and the mock
 * handlers (which read the fixtures). Only the customer's choices come from the request; names,
 * specifications and prices come from the catalog facts given here.
 */
import { fieldRequiredMessage, SERVER_MESSAGES } from './messages';
import type { GameType, PriceBreakdown } from './pricing';
import { gameUnitPrice, pickGamePackage, priceGame, priceKvm } from './pricing';
import { DURATION_BOUNDS, gameSliderBounds, kvmSliderBounds, sliderRefusal } from './sliders';

/** Why an order is refused: the status and the message the server answers. */
export interface OrderRefusal {
  status: 400 | 404 | 422;
  message: string;
}

/** An order ready to be written: the catalog's names and specifications, and its price. */
export interface OrderDraft<Spec> {
  serviceName: string;
  days: number;
  specifications: Spec;
  /** The itemised price (santim) with a coupon percent, or none. */
  price(couponPercent: number | null): PriceBreakdown;
}

export type DraftResult<Spec> = { refusal: OrderRefusal } | { draft: OrderDraft<Spec> };

// ---- KVM ---------------------------------------------------------------------------------------

export interface KvmPlanFacts {
  displayname: string;
  cores: number;
  cputype: string;
  ghzBase: number;
  ghzTurbo: number;
  memoryMb: number;
  diskMb: number;
  trafficTb: number;
  ipv4Included: number;
  priceSantim: number;
}

export interface OsFacts {
  id: string;
  displayname: string;
}

export interface KvmChoice {
  ipv4: number;
  traffic: number;
  duration: number;
}

export interface KvmOrderSpecifications {
  os: string;
  osId: string;
  cores: number;
  cpuType: string;
  baseSpeed: number;
  turboSpeed: number;
  memory: number;
  disk: number;
  ipv4: number;
  traffic: number;
  duration: number;
}

/**
 * A KVM order: the plan must be on sale (404 'Server package not found'), IPv4, bandwidth and
 * duration values its sliders allow (400 naming the field), and the OS one of the plan's (422).
 * `os` is the plan's image with the requested id, or null when it has none.
 */
export function draftKvmOrder(
  plan: KvmPlanFacts | null | undefined,
  os: OsFacts | null | undefined,
  choice: KvmChoice,
): DraftResult<KvmOrderSpecifications> {
  if (!plan) return { refusal: { status: 404, message: SERVER_MESSAGES.planNotFound } };
  const bounds = kvmSliderBounds({ ipv4: plan.ipv4Included, traffic: plan.trafficTb });
  const sliderMessage =
    sliderRefusal('specifications.ipv4', choice.ipv4, bounds.ipv4) ??
    sliderRefusal('specifications.traffic', choice.traffic, bounds.traffic) ??
    sliderRefusal('specifications.duration', choice.duration, DURATION_BOUNDS);
  if (sliderMessage) return { refusal: { status: 400, message: sliderMessage } };
  if (!os) return { refusal: { status: 422, message: SERVER_MESSAGES.osNotOffered } };

  const { ipv4, traffic, duration: days } = choice;
  return {
    draft: {
      serviceName: plan.displayname,
      days,
      specifications: {
        os: os.displayname,
        osId: os.id,
        cores: plan.cores,
        cpuType: plan.cputype,
        baseSpeed: plan.ghzBase,
        turboSpeed: plan.ghzTurbo,
        memory: plan.memoryMb,
        disk: plan.diskMb,
        ipv4,
        traffic,
        duration: days,
      },
      price: (couponPercent) =>
        priceKvm({
          planPriceSantim: plan.priceSantim,
          includedIpv4: plan.ipv4Included,
          includedTrafficTb: plan.trafficTb,
          ipv4,
          trafficTb: traffic,
          days,
          couponPercent,
        }),
    },
  };
}

// ---- games -------------------------------------------------------------------------------------

export interface GameFacts {
  displayname: string;
  type: GameType;
  minvalue: number;
  maxvalue: number;
}

export interface GamePackageFacts {
  slots: number;
  memoryMb: number;
  pricePerUnitSantim: number;
}

export interface GameVersionFacts {
  id: string;
  version: string;
}

export interface GameChoice {
  duration: number;
  /** The top-level `duration` of the request, when sent: it must equal `specifications.duration`. */
  topLevelDuration?: number;
  slots?: number;
  memory?: number;
  /** Not sold for games: any value is refused (a game server is reached on its panel allocation). */
  ipv4?: number;
}

export interface GameOrderSpecifications {
  game: string;
  version: string;
  versionId: string;
  slots: number;
  memory: number;
  duration: number;
}

/**
 * A game order: the game must be on sale (404 'Game not found'), no IPv4 count (400: not sold
 * for games), the duration and the game's own
 * dimension (slots, or memory for memory games) values its sliders allow (400 naming the field),
 * and the version one of the game's (422). The other dimension comes from the package the price
 * is taken from (exact, else nearest); a game without packages has no price and is not for sale.
 * `version` is the game's version with the requested id, or null when it has none.
 */
export function draftGameOrder(
  game: GameFacts | null | undefined,
  version: GameVersionFacts | null | undefined,
  packages: readonly GamePackageFacts[],
  choice: GameChoice,
): DraftResult<GameOrderSpecifications> {
  if (!game) return { refusal: { status: 404, message: SERVER_MESSAGES.gameNotFound } };
  const days = choice.duration;
  const durationMessage = sliderRefusal('specifications.duration', days, DURATION_BOUNDS);
  if (durationMessage) return { refusal: { status: 400, message: durationMessage } };
  if (choice.topLevelDuration !== undefined && choice.topLevelDuration !== days) {
    return { refusal: { status: 400, message: SERVER_MESSAGES.durationMismatch } };
  }
  // A game server is reached at one address and port (Pterodactyl's allocation): IPv4 addresses
  // are a KVM option, and a game order that asks for them is refused rather than sold undelivered.
  if (choice.ipv4 !== undefined)
    return { refusal: { status: 400, message: SERVER_MESSAGES.gameIpv4NotSold } };

  const field = game.type === 'slots' ? 'specifications.slots' : 'specifications.memory';
  const amount = game.type === 'slots' ? choice.slots : choice.memory;
  if (amount === undefined) return { refusal: { status: 400, message: fieldRequiredMessage(field) } };
  const amountMessage = sliderRefusal(field, amount, gameSliderBounds(game));
  if (amountMessage) return { refusal: { status: 400, message: amountMessage } };
  if (!version) return { refusal: { status: 422, message: SERVER_MESSAGES.versionNotOffered } };

  const priced = packages.map((p) => ({
    slots: p.slots,
    memory: p.memoryMb,
    priceperunit: p.pricePerUnitSantim,
  }));
  const slots = game.type === 'slots' ? amount : 0;
  const memoryMb = game.type === 'memory' ? amount : 0;
  const pkg = pickGamePackage(priced, game.type, slots, memoryMb);
  const minprice = priced.length ? Math.min(...priced.map((p) => p.priceperunit)) : null;
  const unitPriceSantim = gameUnitPrice(priced, { type: game.type, minprice }, slots, memoryMb);
  if (unitPriceSantim === null) return { refusal: { status: 404, message: SERVER_MESSAGES.gameNotFound } };

  return {
    draft: {
      serviceName: game.displayname,
      days,
      specifications: {
        game: game.displayname,
        version: version.version,
        versionId: version.id,
        slots: game.type === 'slots' ? amount : (pkg?.slots ?? 0),
        memory: game.type === 'memory' ? amount : (pkg?.memory ?? 0),
        duration: days,
      },
      price: (couponPercent) =>
        priceGame({ unitPriceSantim, type: game.type, slots, memoryMb, days, couponPercent }),
    },
  };
}
