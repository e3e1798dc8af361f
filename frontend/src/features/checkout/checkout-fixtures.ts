import { gameByName, kvmPackageByName, osOptionsOf } from '../../mocks/fixtures';
import { pendingKvmConfiguration } from '../../test/fixtures';
import type { PendingGameConfiguration, PendingKvmConfiguration } from './checkout-slice';

/** Configurations as the configure pages save them, for this feature's stories and tests. */
export { pendingKvmConfiguration };

/** A KVM plan that no coupon of the shop restricts against (ET2018 and SP45 refuse it). */
export function pendingRyzenConfiguration(): PendingKvmConfiguration {
  const pkg = kvmPackageByName('Ryzen GEN 2 Medium');
  const os = osOptionsOf(pkg).find((o) => o.type === 'linux')!;
  return {
    ...pendingKvmConfiguration(),
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
      ipv4: 2,
      traffic: pkg.traffic,
      duration: 360,
    },
    pricing: { basePrice: 52800, totalPrice: 62100, currency: 'ETB', billingCycle: 'One-time' },
  };
}

/** A memory game: Minecraft with 4 GB for 30 days. */
export function pendingGameConfiguration(): PendingGameConfiguration {
  const { game, versions, packages } = gameByName('Minecraft');
  const version = versions[0]!;
  const pkg = packages.find((p) => p.memory === 4096) ?? packages[0]!;
  return {
    type: 'game',
    id: game.id,
    serviceName: game.displayname,
    gameType: game.type,
    duration: 30,
    specifications: {
      game: game.displayname,
      package: pkg.id,
      version: version.version,
      versionId: version.id,
      slots: 0,
      memory: 4096,
      duration: 30,
    },
    pricing: { basePrice: 1712, totalPrice: 1968.8, currency: 'ETB', billingCycle: 'One-time' },
  };
}
