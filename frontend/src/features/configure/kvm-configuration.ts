import {
  breakdownToEtb,
  clampToStep,
  etbToSantim,
  kvmSliderBounds,
  priceKvm,
  santimToEtb,
  type KvmPriceInput,
  type PriceBreakdown,
} from '@shop/domain';
import type { KvmPackage, OsOption } from '../../api';
import type { PendingConfiguration, PendingKvmConfiguration } from '../../store/checkout-slice';

/** What the customer picks on the KVM page (the OS is chosen separately). */
export type KvmChoice = { ipv4: number; traffic: number; duration: number };

/**
 * Where the sliders start: the stored choice when the customer comes back to the same plan (snapped
 * onto this plan's sliders), otherwise domain's defaults (included IPv4 and traffic, 30 days).
 */
export function initialKvmChoice(pkg: KvmPackage, stored: PendingConfiguration | null): KvmChoice {
  const bounds = kvmSliderBounds(pkg);
  const spec = stored?.type === 'kvm' && stored.id === pkg.id ? stored.specifications : null;
  return {
    ipv4: spec ? clampToStep(spec.ipv4, bounds.ipv4) : bounds.ipv4.defaultValue,
    traffic: spec ? clampToStep(spec.traffic, bounds.traffic) : bounds.traffic.defaultValue,
    duration: spec ? clampToStep(spec.duration, bounds.duration) : bounds.duration.defaultValue,
  };
}

/** The stored OS when the customer comes back to the same plan and it is still offered, else null. */
export function storedOsId(pkg: KvmPackage, stored: PendingConfiguration | null): string | null {
  return stored?.type === 'kvm' && stored.id === pkg.id ? stored.osId : null;
}

/** The domain's input for a plan and a choice: included IPv4 and traffic as the sliders read them. */
export function kvmPriceInput(pkg: KvmPackage, choice: KvmChoice): KvmPriceInput {
  const bounds = kvmSliderBounds(pkg);
  return {
    planPriceSantim: etbToSantim(pkg.price),
    includedIpv4: bounds.ipv4.min,
    includedTrafficTb: bounds.traffic.min,
    ipv4: choice.ipv4,
    trafficTb: choice.traffic,
    days: choice.duration,
  };
}

/** The itemised price in ETB, with the extras split into their IPv4 and bandwidth parts. */
export type KvmQuote = {
  breakdown: PriceBreakdown;
  extraIpv4: number;
  extraIpv4Price: number;
  extraTraffic: number;
  extraTrafficPrice: number;
};

/**
 * domain's priceKvm for the choice, in ETB. The extras line is split by pricing the IPv4 part alone
 * (bandwidth at its included amount): the two parts always add up to domain's extrasPrice.
 */
export function quoteKvm(pkg: KvmPackage, choice: KvmChoice): KvmQuote {
  const input = kvmPriceInput(pkg, choice);
  const santim = priceKvm(input);
  const ipv4Only = priceKvm({ ...input, trafficTb: input.includedTrafficTb }).extrasPrice;
  return {
    breakdown: breakdownToEtb(santim),
    extraIpv4: Math.max(0, input.ipv4 - input.includedIpv4),
    extraIpv4Price: santimToEtb(ipv4Only),
    extraTraffic: Math.max(0, input.trafficTb - input.includedTrafficTb),
    extraTrafficPrice: santimToEtb(santim.extrasPrice - ipv4Only),
  };
}

/** The pending configuration the checkout reads (storefront spec, section 3). */
export function pendingKvmConfiguration(
  pkg: KvmPackage,
  os: OsOption,
  choice: KvmChoice,
  breakdown: PriceBreakdown,
): PendingKvmConfiguration {
  return {
    type: 'kvm',
    id: pkg.id,
    serviceName: pkg.displayname,
    line: pkg.line,
    os: os.displayname,
    osId: os.id,
    specifications: {
      cores: pkg.cores,
      cpuType: pkg.cputype,
      baseSpeed: pkg.ghzbase,
      turboSpeed: pkg.ghzturbo,
      memory: pkg.memory,
      disk: pkg.disk,
      ipv4: choice.ipv4,
      traffic: choice.traffic,
      duration: choice.duration,
    },
    pricing: {
      basePrice: breakdown.basePrice,
      totalPrice: breakdown.total,
      currency: 'ETB',
      billingCycle: 'One-time',
    },
  };
}
