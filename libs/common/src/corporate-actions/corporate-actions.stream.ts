import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { CORPORATE_ACTION_EVENTS, CORPORATE_ACTIONS_STREAM } from '@app/contracts';

/** A year: a consumer down for a while still finds every action applied meanwhile. */
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Creates the corporate-actions stream if it is missing; the market service and every consumer call it at start. */
export async function ensureCorporateActionsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(CORPORATE_ACTIONS_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: CORPORATE_ACTIONS_STREAM,
        subjects: Object.values(CORPORATE_ACTION_EVENTS),
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: nanos(ONE_YEAR_MS),
      });
    } catch (e) {
      // Another service created it in between.
      await jsm.streams.info(CORPORATE_ACTIONS_STREAM).catch(() => {
        throw e;
      });
    }
  }
}
