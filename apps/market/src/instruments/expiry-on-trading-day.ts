import { activeCalendar, addDays, type MarketCalendar } from '@app/calendar';

/** The year and month (1-12) of a contract to the date it expires on, yyyy-mm-dd. */
export type ExpiryRule = (year: number, month: number) => string;

/** Far more than the longest run of closed days (a long weekend beside a holiday or two). */
const MAX_DAYS_BACK = 10;

/**
 * A contract whose rule day is an exchange holiday or a weekend expires on the trading day before, as
 * the exchanges move them (NSE's last-Tuesday expiry on Prakash Gurpurb 2026 is Monday the 23rd). A day
 * counts when the exchange's normal market sits in it; an evening-only or Muhurat day does not.
 */
export function onTradingDay(
  rule: ExpiryRule,
  exchange: string,
  calendar: () => MarketCalendar = activeCalendar,
): ExpiryRule {
  return (year, month) => {
    let day = rule(year, month);
    for (let n = 0; n < MAX_DAYS_BACK && !tradesNormally(calendar(), exchange, day); n++) day = addDays(day, -1);
    return day;
  };
}

const tradesNormally = (calendar: MarketCalendar, exchange: string, date: string): boolean =>
  calendar.windowsOn(exchange, date).some((w) => w.kind === 'normal');
