import { jetstreamManager, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { USER_EVENTS_STREAM, UserEventSubjects } from '@app/contracts';

const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

/** Creates the user-events stream if it is missing; safe to call from every service at start. */
export async function ensureUserEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(USER_EVENTS_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: USER_EVENTS_STREAM,
        subjects: Object.values(UserEventSubjects),
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: nanos(THIRTY_DAYS_MS),
      });
    } catch (e) {
      // Another instance created it in between.
      await jsm.streams.info(USER_EVENTS_STREAM).catch(() => {
        throw e;
      });
    }
  }
}
