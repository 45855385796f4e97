import type { AlertsRpc } from './alerts/rpc.js';
import type { AuthRpc } from './auth/rpc.js';
import type { BrokerRpc } from './broker/rpc.js';
import type { CorporateActionRpc, LedgerRpc } from './ledger/rpc.js';
import type { ReportsRpc } from './reports/rpc.js';
import type { MarketRpc } from './market/rpc.js';
import type { PortfolioRpc } from './portfolio/rpc.js';
import type { SettingsRpc } from './settings/rpc.js';

/** Every request/reply subject on the bus, with what it takes and answers. */
export type RpcMap = AuthRpc &
  PortfolioRpc &
  BrokerRpc &
  LedgerRpc &
  ReportsRpc &
  CorporateActionRpc &
  MarketRpc &
  SettingsRpc &
  AlertsRpc;
export type RpcSubject = keyof RpcMap & string;
export type RpcRequest<S extends RpcSubject> = RpcMap[S]['request'];
export type RpcReply<S extends RpcSubject> = RpcMap[S]['reply'];
