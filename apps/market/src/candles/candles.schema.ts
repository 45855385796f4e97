/** Entities and migrations of the candles area, registered with the service's data source. */
export const CANDLES_ENTITIES: Function[] = [];
export const CANDLES_MIGRATIONS: Function[] = [];
