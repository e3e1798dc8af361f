import type { PendingGameConfiguration, PendingKvmConfiguration } from '../store/checkout-slice';
import {
  pendingGameConfiguration as buildPendingGame,
  quoteGame,
} from '../features/configure/game-configuration';
import {
  pendingKvmConfiguration as buildPendingKvm,
  quoteKvm,
} from '../features/configure/kvm-configuration';
import { gameByName, kvmPackageByName, osOptionsOf } from '../mocks/fixtures';

/**
 * Pending configurations exactly as the configure pages save them (built and priced by the same
 * functions), for stories and tests of the checkout and of everything that reads the checkout slice.
 */

function pendingKvm(planName: string, choice: { ipv4?: number; traffic?: number; duration: number }) {
  const pkg = kvmPackageByName(planName);
  const os = osOptionsOf(pkg).find((o) => o.type === 'linux')!;
  const full = {
    ipv4: choice.ipv4 ?? pkg.ipv4,
    traffic: choice.traffic ?? pkg.traffic,
    duration: choice.duration,
  };
  return buildPendingKvm(pkg, os, full, quoteKvm(pkg, full).breakdown);
}

/** Package Small with its first Linux, the included IPv4 and traffic, 30 days. */
export function pendingKvmConfiguration(): PendingKvmConfiguration {
  return pendingKvm('Package Small', { duration: 30 });
}

/** A KVM plan that no coupon of the shop restricts against (ET2018 and SP45 refuse it): 2 IPv4, 360 days. */
export function pendingRyzenConfiguration(): PendingKvmConfiguration {
  return pendingKvm('Ryzen GEN 2 Medium', { ipv4: 2, duration: 360 });
}

/** A memory game: Minecraft with 4 GB for 30 days, its latest version. */
export function pendingGameConfiguration(): PendingGameConfiguration {
  const { game, versions, packages } = gameByName('Minecraft');
  const choice = { amount: 4096, duration: 30 };
  const quote = quoteGame(game, packages, choice);
  if (!quote.breakdown) throw new Error('The Minecraft fixture has no price');
  return buildPendingGame(game, versions[0]!, choice, { ...quote, breakdown: quote.breakdown });
}
