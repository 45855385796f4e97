/** 06:00 in Asia/Kolkata (UTC+05:30, no daylight saving) is 00:30 UTC. */
const EXPIRY_UTC_MINUTES = 30;

/**
 * When a Kite access token obtained at `loginAt` stops working: the next 06:00 IST, as the regulator
 * requires. A login at 05:59 IST expires a minute later; one at 06:00 lasts until 06:00 the next day.
 */
export function accessTokenExpiry(loginAt: Date): Date {
  const expiry = new Date(
    Date.UTC(loginAt.getUTCFullYear(), loginAt.getUTCMonth(), loginAt.getUTCDate(), 0, EXPIRY_UTC_MINUTES),
  );
  if (expiry.getTime() <= loginAt.getTime()) expiry.setUTCDate(expiry.getUTCDate() + 1);
  return expiry;
}
