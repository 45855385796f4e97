// Indian financial years run 1 April to 31 March and are written "2025-26".

/** The financial year a calendar day (yyyy-mm-dd) falls in: 2026-03-31 -> "2025-26", 2026-04-01 -> "2026-27". */
export function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The year before: "2025-26" -> "2024-25". */
export function previousFinancialYear(fy: string): string {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The current financial year first, then `count - 1` earlier ones, for the picker. */
export function financialYearChoices(today: string, count = 8): string[] {
  const out = [financialYearOf(today)];
  while (out.length < count) out.push(previousFinancialYear(out[out.length - 1]!));
  return out;
}

/** "FY 2025-26 (1 Apr 2025 to 31 Mar 2026)" reads better than the bare code in a heading. */
export function financialYearLabel(fy: string): string {
  const start = Number(fy.slice(0, 4));
  return `FY ${fy} (1 Apr ${start} to 31 Mar ${start + 1})`;
}
