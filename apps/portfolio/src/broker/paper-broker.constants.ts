/** Paper cash every account starts with: ₹10,00,000. */
export const STARTING_CASH = 1_000_000;
