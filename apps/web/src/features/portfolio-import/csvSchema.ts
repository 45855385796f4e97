/** The three bulk imports of the README's portfolio routes. */
export type ImportKind = 'live-positions' | 'sold-positions' | 'rollover-history';

export interface CsvField {
  key: string;
  required: boolean;
  /** Other header spellings accepted (compared without case, spaces, dashes or underscores). */
  aliases: readonly string[];
  description: string;
}

export interface ImportSchema {
  kind: ImportKind;
  title: string;
  /** POST path and the list's key in its body. */
  path: string;
  listKey: 'positions' | 'rolloverHistory';
  fields: readonly CsvField[];
  /** Example rows of the template, by field key. */
  example: readonly Readonly<Record<string, string>>[];
}

const f = (key: string, required: boolean, description: string, ...aliases: string[]): CsvField => ({
  key,
  required,
  description,
  aliases,
});

const POSITION_FIELDS = [
  f(
    'tradingSymbol',
    true,
    'Trading symbol as the exchange lists it (RELIANCE, NIFTY26DECFUT)',
    'symbol',
    'tradingsymbol',
    'instrument',
    'scrip',
    'ticker',
  ),
  f('exchange', true, 'NSE, BSE, NFO or MCX', 'exch', 'market'),
  f(
    'buyPrice',
    true,
    'Entry price per unit in ₹ (up to 4 decimals)',
    'price',
    'averageprice',
    'avgprice',
    'avgcost',
    'entryprice',
    'buyavg',
  ),
  f('quantity', true, 'Whole number of units', 'qty', 'shares', 'units'),
  f('positionType', false, 'BUY (long, the default) or SELL (short)', 'type', 'side', 'direction', 'transactiontype'),
  f('buyDate', false, 'Date bought: yyyy-mm-dd or dd-mm-yyyy', 'date', 'tradedate', 'entrydate'),
  f('name', false, 'Display name; the instrument list fills it when empty', 'companyname', 'instrumentname'),
  f('instrumentType', false, 'EQ or FUT; taken from the instrument when empty', 'instrumenttype'),
  f('expiry', false, 'Futures expiry: yyyy-mm-dd or dd-mm-yyyy', 'expirydate'),
  f('yesterdayClosingPrice', false, "Yesterday's close in ₹, for today's P&L", 'prevclose', 'previousclose', 'close'),
];

const SOLD_EXTRA = [
  f('sellPrice', true, 'Exit price per unit in ₹', 'exitprice', 'sellavg', 'soldprice'),
  f(
    'soldAt',
    false,
    'Date sold: yyyy-mm-dd or dd-mm-yyyy (empty: now)',
    'solddate',
    'selldate',
    'exitdate',
    'saledate',
  ),
  f('commission', false, 'Commission paid in ₹; empty: computed from your Settings', 'brokerage', 'charges', 'fees'),
];

export const IMPORT_SCHEMAS: Record<ImportKind, ImportSchema> = {
  'live-positions': {
    kind: 'live-positions',
    title: 'Live positions',
    path: '/portfolio/manual/bulk-import/live-positions',
    listKey: 'positions',
    fields: POSITION_FIELDS,
    example: [
      {
        tradingSymbol: 'RELIANCE',
        exchange: 'NSE',
        buyPrice: '1385.50',
        quantity: '40',
        positionType: 'BUY',
        buyDate: '2026-10-15',
      },
      {
        tradingSymbol: 'SBIN',
        exchange: 'NSE',
        buyPrice: '842.35',
        quantity: '60',
        positionType: 'SELL',
        buyDate: '2026-11-02',
      },
    ],
  },
  'sold-positions': {
    kind: 'sold-positions',
    title: 'Sold positions',
    path: '/portfolio/manual/bulk-import/sold-positions',
    listKey: 'positions',
    fields: [...POSITION_FIELDS.slice(0, 6), ...SOLD_EXTRA, ...POSITION_FIELDS.slice(6, 9)],
    example: [
      {
        tradingSymbol: 'ITC',
        exchange: 'NSE',
        buyPrice: '455.20',
        quantity: '100',
        positionType: 'BUY',
        buyDate: '2026-09-01',
        sellPrice: '432.10',
        soldAt: '2026-11-11',
      },
    ],
  },
  'rollover-history': {
    kind: 'rollover-history',
    title: 'Rollover history',
    path: '/portfolio/manual/bulk-import/rollover-history',
    listKey: 'rolloverHistory',
    fields: [
      f('fromSymbol', true, 'Contract closed (NIFTY26NOVFUT)', 'from', 'oldsymbol'),
      f('toSymbol', true, 'Contract opened (NIFTY26DECFUT)', 'to', 'newsymbol'),
      f('exchange', true, 'NFO or MCX: where the new contract trades', 'exch'),
      f('newExpiry', true, 'Expiry of the new contract: yyyy-mm-dd or dd-mm-yyyy', 'expiry', 'expirydate'),
      f('quantity', true, 'Whole number of units rolled', 'qty'),
      f('positionType', false, 'BUY (default) or SELL', 'type', 'side'),
      f('closePrice', true, 'Exit price of the old contract in ₹', 'exitprice'),
      f('openPrice', true, 'Entry price of the new contract in ₹', 'entryprice'),
      f('rolledAt', false, 'Date rolled: yyyy-mm-dd or dd-mm-yyyy (empty: now)', 'date', 'rolleddate'),
    ],
    example: [
      {
        fromSymbol: 'NIFTY26NOVFUT',
        toSymbol: 'NIFTY26DECFUT',
        exchange: 'NFO',
        newExpiry: '2026-12-29',
        quantity: '65',
        positionType: 'BUY',
        closePrice: '26050.50',
        openPrice: '26210.00',
        rolledAt: '2026-11-24',
      },
    ],
  },
};

/** A downloadable template: the header row plus example rows. */
export function templateCsv(schema: ImportSchema): string {
  const header = schema.fields.map((x) => x.key).join(',');
  return (
    [header, ...schema.example.map((row) => schema.fields.map((x) => row[x.key] ?? '').join(','))].join('\n') + '\n'
  );
}
