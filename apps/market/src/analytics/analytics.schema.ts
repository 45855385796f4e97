import { CreateMarketAnalytics1764000200000 } from '../migrations/1764000200000-create-market-analytics.js';
import { TrackedInstrumentEntity } from './tracked-instrument.entity.js';

/** Entities and migrations of the analytics area, registered with the service's data source. */
export const ANALYTICS_ENTITIES: Function[] = [TrackedInstrumentEntity];
export const ANALYTICS_MIGRATIONS: Function[] = [CreateMarketAnalytics1764000200000];
