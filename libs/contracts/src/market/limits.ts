// Limits of market inputs, shared by the services' validation and the browser's forms.
/** Kite tokens are unsigned 32-bit integers. */
export const MAX_INSTRUMENT_TOKEN = 4_294_967_295;
/** Kite allows 3000 instruments per connection; one request never asks for more. */
export const MAX_SUBSCRIBE_TOKENS = 3000;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 50;
/** Prices above this are a typo, not a quote (MRF trades near ₹1.5 lakh). */
export const MAX_PRICE = 10_000_000;
