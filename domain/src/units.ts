/** Memory and disk are stored in MB everywhere below the screen and shown in GB (divide by 1024). */

export const MB_PER_GB = 1024;

/** MB to GB, rounded to one decimal: 1536 -> 1.5. */
export function mbToGb(mb: number): number {
  return Math.round((mb / MB_PER_GB) * 10) / 10 || 0;
}

/** GB to MB: 2 -> 2048. */
export function gbToMb(gb: number): number {
  return Math.round(gb * MB_PER_GB);
}

/** MB shown as GB with exactly one decimal: 2048 -> '2.0 GB', 1536 -> '1.5 GB'. Missing or NaN gives 'N/A'. */
export function formatGb(mb: number | null | undefined): string {
  if (typeof mb !== 'number' || !Number.isFinite(mb)) return 'N/A';
  return `${mbToGb(mb).toFixed(1)} GB`;
}
