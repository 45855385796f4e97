/** Socket.IO rooms of the live connection. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Sockets that take one market_data event per tick. */
export const ticksRoom = (userId: string) => `ticks:${userId}`;
/** Sockets that asked for one market_data_batch event per feed frame. */
export const batchRoom = (userId: string) => `ticks-batch:${userId}`;
