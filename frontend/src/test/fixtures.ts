import type { PendingKvmConfiguration } from '../features/checkout/checkout-slice';
import { kvmPackageByName, osOptionsOf } from '../mocks/fixtures';

/** A KVM configuration as the configure page saves it: Package Small, Ubuntu, 30 days. */
export function pendingKvmConfiguration(): PendingKvmConfiguration {
  const pkg = kvmPackageByName('Package Small');
  const os = osOptionsOf(pkg).find((o) => o.type === 'linux')!;
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
      ipv4: pkg.ipv4,
      traffic: pkg.traffic,
      duration: 30,
    },
    pricing: { basePrice: 1500, totalPrice: 1725, currency: 'ETB', billingCycle: 'One-time' },
  };
}
