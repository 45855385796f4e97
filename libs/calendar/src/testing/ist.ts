import { bundledCalendar } from '../bundled-calendar.js';
import { exchangeStatus } from '../exchange-status.js';
import type { StatusExchange } from '../calendar-types.js';

/** An instant given as IST wall-clock time, whatever zone the test process runs in. */
export const ist = (local: string): Date => new Date(`${local}+05:30`);

export const calendar = bundledCalendar();

/** The bundled calendar's state of an exchange at an IST wall-clock time. */
export const stateAt = (exchange: string, local: string) => calendar.sessionOf(exchange, ist(local));

/** The bundled calendar's status of an exchange at an IST wall-clock time. */
export const statusAt = (exchange: StatusExchange, local: string) => exchangeStatus(calendar, exchange, ist(local));
