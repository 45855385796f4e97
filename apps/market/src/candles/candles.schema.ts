import { CreateMarketCandles1764000100000 } from '../migrations/1764000100000-create-market-candles.js';
import { CreateMarketKiteHistory1764190000000 } from '../migrations/1764190000000-create-market-kite-history.js';
import { DayCandleEntity } from './day-candle.entity.js';
import { KiteCandleDayEntity, KiteCandleEntity } from './kite-candle.entity.js';

/** Entities and migrations of the candles area, registered with the service's data source. */
export const CANDLES_ENTITIES: Function[] = [DayCandleEntity, KiteCandleEntity, KiteCandleDayEntity];
export const CANDLES_MIGRATIONS: Function[] = [CreateMarketCandles1764000100000, CreateMarketKiteHistory1764190000000];
