/** The Indian financial year (1 April to 31 March) holding an IST day: the realised view's default. */
export function financialYearOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
