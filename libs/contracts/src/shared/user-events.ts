/**
 * User lifecycle events. They travel on a JetStream stream so a service that is down when a user is
 * deleted still removes that user's rows when it comes back.
 */
export const USER_EVENTS_STREAM = 'AUTH_USER_EVENTS';

export const UserEventSubjects = {
  deleted: 'auth.user.deleted',
} as const;

export interface UserDeletedEvent {
  userId: string;
  deletedAt: string;
}

/** Durable consumer name of one service for user-deleted events. */
export function userDeletedConsumer(service: string): string {
  return `${service}-user-deleted`;
}
