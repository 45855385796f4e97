import { CreateMarketCandles1764000100000 } from '../migrations/1764000100000-create-market-candles.js';
import { DayCandleEntity } from './day-candle.entity.js';

/** Entities and migrations of the candles area, registered with the service's data source. */
export const CANDLES_ENTITIES: Function[] = [DayCandleEntity];
export const CANDLES_MIGRATIONS: Function[] = [CreateMarketCandles1764000100000];
