import { groupByDate, istDay } from '@app/formatting';
import type { SoldMonthGroup, SoldPosition } from '@app/contracts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Sales by IST month (of soldAt, else createdAt), newest month first, each split into IST days newest
 * first with unknown dates last; a month's total is the sum of its days' totals.
 */
export function soldMonthGroups(sold: readonly SoldPosition[]): SoldMonthGroup[] {
  const byMonth = new Map<string, SoldPosition[]>();
  for (const s of sold) {
    const key = (istDay(s.soldAt || s.createdAt) ?? '').slice(0, 7);
    byMonth.set(key, [...(byMonth.get(key) ?? []), s]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([monthYear, positions]) => {
      const dateGroups = groupByDate(positions).map((g) => ({
        date: g.date,
        dateDisplay: g.date ? longDate(g.date) : 'Unknown date',
        shortDate: g.date ? shortDate(g.date) : 'Unknown',
        positions: g.positions,
        totalProfitLoss: g.totalProfitLoss,
        totalPositions: g.totalPositions,
      }));
      const [y, m] = monthYear.split('-').map(Number);
      return {
        monthYear,
        monthDisplay: monthYear ? `${MONTHS[m - 1]} ${y}` : 'Unknown date',
        totalProfitLoss: dateGroups.reduce((a, g) => a + g.totalProfitLoss, 0),
        totalPositions: positions.length,
        dateGroups,
      };
    });
}
