/** Where an account's holdings, funds, orders and positions come from. */
export type BrokerSource = 'kite' | 'paper';

/**
 * connected: a Kite session that has not expired. expired: Kite said TokenException, or 06:00 IST passed;
 * the user must log in at Kite again. disconnected: never connected, or disconnected by the user.
 */
export type BrokerConnectionState = 'connected' | 'expired' | 'disconnected';

/** live: a connected account trades and reads through Kite. paper: it keeps the paper broker on purpose. */
export type BrokerMode = 'live' | 'paper';

/** `GET /api/broker/status`. */
export interface BrokerStatus {
  broker: 'zerodha';
  state: BrokerConnectionState;
  /** Kite's user id (e.g. "AB1234") and short name, once connected. */
  kite_user_id: string | null;
  user_shortname: string | null;
  /** When the access token stops working: 06:00 IST after the login. */
  expires_at: string | null;
  connected_at: string | null;
  mode: BrokerMode;
  /** The source the account's data comes from right now: kite only when connected and in live mode. */
  source: BrokerSource;
  /** This account's session feeds the market's live prices (set by an admin in User Management). */
  is_feed_account: boolean;
  /** Kite login is configured on this server (KITE_API_KEY and KITE_API_SECRET). */
  configured: boolean;
  /** Why the connection expired, when it did. */
  reason: string | null;
}

/** `POST /api/broker/kite/connect`: where to send the browser to log in at Kite. */
export interface BrokerConnectReply {
  login_url: string;
  /** The login state expires at this time; a callback after it is refused. */
  state_expires_at: string;
}

/** What the callback route does with the browser: back to Settings, saying how it went. */
export interface BrokerCallbackReply {
  redirect_to: string;
  state: BrokerConnectionState;
  /** Present when the connection failed: shown on the Settings page. */
  error?: string;
}

/** One connected account, as an admin sees it in User Management (never a token). */
export interface BrokerConnectionSummary {
  user_id: string;
  kite_user_id: string;
  user_shortname: string | null;
  state: BrokerConnectionState;
  expires_at: string | null;
  is_feed_account: boolean;
}

/**
 * The session the market's ticker uses: the feed account's token, sealed with the shared key ring
 * (BROKER_TOKEN_KEYS, context `feed`) so it never crosses the bus in clear.
 */
export interface FeedSession {
  user_id: string;
  kite_user_id: string;
  sealed_access_token: string;
  expires_at: string;
}

/** A Kite position (`/portfolio/positions` net and day lists), in Kite's own field names. */
export interface BrokerPosition {
  tradingsymbol: string;
  exchange: string;
  instrument_token: number;
  product: string;
  quantity: number;
  overnight_quantity: number;
  multiplier: number;
  average_price: number;
  close_price: number;
  last_price: number;
  value: number;
  pnl: number;
  m2m: number;
  unrealised: number;
  realised: number;
  buy_quantity: number;
  buy_price: number;
  buy_value: number;
  sell_quantity: number;
  sell_price: number;
  sell_value: number;
  day_buy_quantity: number;
  day_sell_quantity: number;
}

/** A trade (`/trades`), in Kite's field names. */
export interface BrokerTrade {
  trade_id: string;
  order_id: string;
  exchange_order_id: string | null;
  tradingsymbol: string;
  exchange: string;
  instrument_token: number;
  transaction_type: 'BUY' | 'SELL';
  product: string;
  average_price: number;
  quantity: number;
  fill_timestamp: string | null;
  order_timestamp: string | null;
  exchange_timestamp: string | null;
}
