/** The plain sentences a returns reply carries, in one place so the wording stays consistent. */
export const NOTICES = {
  derivatives:
    'Futures, options and commodity contracts are left out of returns: the money at stake in them is their margin, not their notional value.',
  unknownBasis: (lots: number) =>
    `${lots} ${lots === 1 ? 'lot' : 'lots'} of unknown cost (sales with no purchase on record) ${lots === 1 ? 'is' : 'are'} left out of returns.`,
  unpriced: (symbols: readonly string[]) => `No price found for ${symbols.join(', ')}: valued at cost.`,
  marketDown:
    'Prices could not be fetched from the market service just now: holdings are valued at cost and no benchmark is shown.',
  noBenchmarkPrices: (token: number) =>
    `No prices for the benchmark (instrument ${token}) over this span: no comparison is shown.`,
  missingDays: (symbols: readonly string[], first: string) =>
    `Kite's history could not be fetched just now for some days of ${symbols.join(', ')} (first ${first}): those days take the last close before them. Ask again later to fill them.`,
  benchmarkShort: (days: readonly string[]) =>
    `On ${days.length} ${days.length === 1 ? 'day' : 'days'} (first ${days[0]}) more was taken out than the benchmark replay held: it sold all it held.`,
} as const;
