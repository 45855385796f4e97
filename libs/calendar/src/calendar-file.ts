/** The exchanges the data file lists; NFO, BFO and the currency segments follow their cash market. */
export const FILE_EXCHANGES = ['NSE', 'BSE', 'MCX'] as const;
export type FileExchange = (typeof FILE_EXCHANGES)[number];

export const SESSION_KINDS = ['pre-open', 'normal', 'muhurat', 'evening'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** One trading window in IST wall-clock time; `end` may be "close": MCX's close of that date (23:30 or 23:55). */
export interface FileSession {
  kind: SessionKind;
  start: string;
  end: string;
}

/** A date that differs from an exchange's regular week: a holiday (with what still trades) or a special session. */
export interface FileDay {
  date: string;
  exchanges: FileExchange[];
  kind: 'holiday' | 'special';
  name: string;
  sessions: FileSession[];
  /** Circular number(s) the entry comes from. */
  source: string;
}

export interface FileYear {
  year: number;
  /** False while the exchanges have not published the year's list: only weekends are known. */
  published: boolean;
  source: string;
}

/** The calendar data file: the bundled one, or the one MARKET_CALENDAR_FILE names. */
export interface CalendarFile {
  version: 1;
  /** yyyy-mm-dd: when the file was last checked against the circulars. */
  updated: string;
  time_zone: 'Asia/Kolkata';
  source: string;
  years: FileYear[];
  regular: Record<FileExchange, FileSession[]>;
  days: FileDay[];
}
