/** Kite's documented request limits (exceptions page, "API rate limit"); the slot rows of the migration match them. */
export const HISTORICAL_PER_SECOND = 3;
export const QUOTE_PER_SECOND = 1;
