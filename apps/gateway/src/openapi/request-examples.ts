import { ALERT_CHANNEL_REQUESTS } from './alert-channel-requests.js';

/** Instruments the bundled list holds, so an example tried from the page finds its instrument. */
const INFY = 408065;
const RELIANCE = 738561;
const ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b';
const position = { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1500, quantity: 10 };
const layout = { layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] };
const rollover = {
  newTradingSymbol: 'NIFTY27JANFUT',
  newInstrumentToken: 12345,
  newExpiry: '2027-01-26',
  closePrice: 26100,
  openPrice: 26200,
};

/**
 * A request body a client could send as it is, per DTO class name; the test suite checks each against
 * the DTO's own rules. A body missing here gets an example generated from its schema.
 */
export const REQUEST_EXAMPLES: Record<string, object> = {
  ...ALERT_CHANNEL_REQUESTS,
  LoginDto: { email: 'investor@example.com', password: 'Invest0r-pass', remember_me: false },
  ValidateUsernameDto: { username: 'investor@example.com' },
  RegisterDto: { email: 'new.investor@example.com', password: 'Str0ngpassword', first_name: 'Asha', last_name: 'Rao' },
  AdminUpdateUserDto: { first_name: 'Asha', is_active: true },
  AddWatchlistDto: { instrument_token: RELIANCE, target_price: 2850 },
  UpdateWatchlistDto: { target_price: 2900 },
  RuleDto: { kind: 'price_above', instrument_token: INFY, value: 1600, channels: ['in_app'], note: 'Book part profit' },
  InstrumentsReloadDto: { source: 'bundled' },
  CorporateActionEntryDto: {
    isin: 'INE002A01018',
    kind: 'dividend',
    ex_date: '2025-08-14',
    record_date: '2025-08-14',
    per_share: 5.5,
    purpose: 'Final Dividend - Rs 5.50 Per Share',
  },
  SimulatorPriceDto: { instrument_token: RELIANCE, last_price: 2875.5 },
  AddDashboardIndexDto: { instrument_token: 259849, side: 'right' },
  AnalyticsAddDto: { instrument_token: INFY },
  AnalyticsBulkAddDto: { instrument_tokens: [INFY, RELIANCE] },
  AnalyticsRemoveDto: { instrument_token: INFY },
  PortfolioVariablesDto: { above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 },
  LossCoverDto: { min_loss_percent: 1, max_loss_percent: 50 },
  ColorPreferencesDto: {
    primary: '#1a73e8',
    success: '#188038',
    danger: '#d93025',
    warning: '#f9ab00',
    info: '#12b5cb',
  },
  TableSettingsDto: {
    separate_pnl_columns: true,
    show_percentage_pnl: true,
    show_cash_pnl: false,
    enable_conditional_formatting: true,
    enable_row_colors: false,
  },
  FontPreferencesDto: { base_font_size: 14, font_family: 'Inter' },
  HeaderPreferencesDto: { auto_hide_enabled: true, proximity_threshold: 40, hide_delay: 500, show_delay: 100 },
  TableColorDto: { color: '#123456' },
  UserPreferencesDto: { preferences: { portfolio_above_cash: 5000 } },
  ConditionalRuleDto: {
    table_name: 'watchlist',
    condition_type: 'less_than',
    condition_value: 0,
    condition_column: 'pnl',
    background_color: '#ffe0e0',
  },
  ConditionalRuleUpdateDto: { priority: 9 },
  RowColorDto: { table_name: 'watchlist', row_identifier: 'INFY', background_color: '#eeeeee' },
  RowKeyDto: { table_name: 'watchlist', row_identifier: 'INFY' },
  RowTextColorDto: { table_name: 'watchlist', row_identifier: 'INFY', text_color: '#111111' },
  CollapsibleStateDto: { container_id: 'watchlist', is_collapsed: true },
  ColumnConfigDto: {
    containerType: 'watchlist',
    selectedColumns: ['instrument', 'actions'],
    columnOrder: ['instrument', 'actions'],
  },
  CreateLayoutDto: { name: 'Morning view', ...layout },
  UpdateLayoutDto: { name: 'Morning view', ...layout },
  LastUsedLayoutDto: layout,
  ActiveLayoutDto: { active_layout_id: ID },
  CreatePositionDto: position,
  UpdatePositionDto: { quantity: 12 },
  SellPositionDto: { sellPrice: 1600, quantity: 5 },
  SquareOffDto: { price: 1450 },
  IdsDto: { soldPositionIds: [ID] },
  RolloverDto: rollover,
  BulkRolloverDto: { rolloverData: [{ positionId: ID, ...rollover }] },
  BulkPositionsDto: { positions: [position] },
  BulkSoldPositionsDto: { positions: [{ ...position, sellPrice: 1600 }] },
  BulkRolloverHistoryDto: {
    rolloverHistory: [
      {
        fromSymbol: 'NIFTY26DECFUT',
        toSymbol: 'NIFTY27JANFUT',
        toInstrumentToken: 12345,
        newExpiry: '2027-01-26',
        quantity: 65,
        closePrice: 26000,
        openPrice: 26100,
      },
    ],
  },
  PlaceOrderDto: {
    order: {
      tradingsymbol: 'RELIANCE',
      exchange: 'NSE',
      transaction_type: 'BUY',
      quantity: 1,
      order_type: 'LIMIT',
      price: 2850,
      product: 'CNC',
    },
  },
  BrokerModeDto: { mode: 'paper' },
  FeedAccountDto: { user_id: ID },
  SubscribeInstrumentsDto: { instruments: [RELIANCE, INFY] },
};
