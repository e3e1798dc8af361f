/** How the Discounts screen writes percentages and the one amount it shows with decimals. */

const percent = new Intl.NumberFormat('en-ET', { maximumFractionDigits: 2 });

/** '12.5%', '0%': up to two decimals, as the percentages are entered. Missing counts as 0 (spec 2.9). */
export function formatPercent(value: number | null | undefined): string {
  return `${percent.format(Number.isFinite(value) ? (value as number) : 0)}%`;
}

const addisTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Addis_Ababa',
});

/** The 24-hour time in Africa/Addis_Ababa, '23:59', shown under the date of an expiry. */
export function formatAddisTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : addisTime.format(date);
}
