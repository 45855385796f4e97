import {
  RELIANCE,
  nextSeq,
  ownedByA,
  position,
  signedIn,
  type Entry,
  type Fixture,
  type Fixtures,
  type MatrixWorld,
} from './authorization-routes.js';

const rollover = (f: Fixture) => ({
  newTradingSymbol: f.nextSymbol,
  newInstrumentToken: f.nextToken,
  newExpiry: '2027-01-26',
  closePrice: 26100,
  openPrice: 26200,
});

/** Who may call the portfolio, re-buy, paper broker, watchlist and alerts routes (the authorization matrix). */
export function portfolioAndAlertsRoutes(w: MatrixWorld, fx: Fixtures): Record<string, Entry> {
  return {
    // Portfolio: manual positions, sales, re-buy, paper broker.
    'GET /api/portfolio/manual/positions': { expect: signedIn(200) },
    'POST /api/portfolio/manual/positions': { expect: signedIn(201), body: () => position },
    'PUT /api/portfolio/manual/positions/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newPosition() }),
      path: (f) => `/portfolio/manual/positions/${f.id}`,
      body: () => ({ quantity: 99 }),
      onA: true,
    },
    'DELETE /api/portfolio/manual/positions/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newPosition() }),
      path: (f) => `/portfolio/manual/positions/${f.id}`,
      onA: true,
    },
    'POST /api/portfolio/manual/positions/:id/sell': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newPosition() }),
      path: (f) => `/portfolio/manual/positions/${f.id}/sell`,
      body: () => ({ sellPrice: 1500, quantity: 1 }),
      onA: true,
    },
    'POST /api/portfolio/manual/positions/:id/square-off': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newPosition() }),
      path: (f) => `/portfolio/manual/positions/${f.id}/square-off`,
      body: () => ({ price: 1450 }),
      onA: true,
    },
    'POST /api/portfolio/manual/positions/:id/rollover': {
      expect: ownedByA(200),
      prepare: fx.newFuture,
      path: (f) => `/portfolio/manual/positions/${f.id}/rollover`,
      body: rollover,
      onA: true,
    },
    'POST /api/portfolio/manual/bulk-rollover': {
      expect: ownedByA(200),
      prepare: fx.newFuture,
      body: (f) => ({ rolloverData: [{ positionId: f.id, ...rollover(f) }] }),
      onA: true,
    },
    'GET /api/portfolio/manual/rollover-history': { expect: signedIn(200) },
    'POST /api/portfolio/manual/bulk-import/live-positions': {
      expect: signedIn(201),
      body: () => ({ positions: [position] }),
    },
    'POST /api/portfolio/manual/bulk-import/sold-positions': {
      expect: signedIn(201),
      body: () => ({ positions: [{ ...position, sellPrice: 1600 }] }),
    },
    'POST /api/portfolio/manual/bulk-import/rollover-history': {
      expect: signedIn(201),
      body: () => ({
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
      }),
    },
    'GET /api/portfolio/sold-positions': { expect: signedIn(200) },
    'DELETE /api/portfolio/sold-positions/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newSold() }),
      path: (f) => `/portfolio/sold-positions/${f.id}`,
      onA: true,
    },
    // Only the caller's rows count: B and the admin delete nothing of A's, and are told so.
    'POST /api/portfolio/sold-positions/bulk-delete': {
      expect: signedIn(200),
      prepare: async () => ({ id: await fx.newSold() }),
      body: (f) => ({ soldPositionIds: [f.id] }),
      onA: true,
    },
    'GET /api/portfolio/all-positions': { expect: signedIn(200) },
    'GET /api/portfolio/loss-cover/positions': { expect: signedIn(200) },
    'GET /api/rebuy/entries': { expect: signedIn(200) },
    'GET /api/rebuy/stats': { expect: signedIn(200) },
    'DELETE /api/rebuy/entry/:id': {
      expect: ownedByA(200),
      prepare: async () => {
        await fx.newSold();
        return {
          id: (
            await w.db.query<{ id: string }>(
              'SELECT id::text AS id FROM portfolio.rebuy_entries WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
              [w.actors.A.id],
            )
          )[0].id,
        };
      },
      path: (f) => `/rebuy/entry/${f.id}`,
      onA: true,
    },
    'DELETE /api/rebuy/instrument/:id': {
      expect: ownedByA(200),
      prepare: async () => (await fx.newSold(), {}),
      path: () => `/rebuy/instrument/${RELIANCE}`,
      onA: true,
    },
    'GET /api/funds': { expect: signedIn(200) },
    'GET /api/portfolio/holdings': { expect: signedIn(200) },
    'GET /api/orders': { expect: signedIn(200) },
    'POST /api/orders/place': {
      expect: signedIn(201),
      body: () => ({
        order: {
          tradingsymbol: 'RELIANCE',
          exchange: 'NSE',
          transaction_type: 'BUY',
          quantity: 1,
          order_type: 'LIMIT',
          price: 1,
          product: 'CNC',
        },
      }),
    },
    'DELETE /api/orders/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newOrder() }),
      path: (f) => `/orders/${f.id}`,
      onA: true,
    },
    'GET /api/user-details': { expect: signedIn(200) },
    'GET /api/portfolio/positions': { expect: signedIn(200) },
    'GET /api/trades': { expect: signedIn(200) },
    'PUT /api/orders/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newOrder() }),
      path: (f) => `/orders/${f.id}`,
      body: () => ({ price: 2 }),
      onA: true,
    },

    // Watchlist and alerts.
    'GET /api/watchlist': { expect: signedIn(200) },
    'POST /api/watchlist': {
      expect: signedIn(201),
      body: () => ({ instrument_token: RELIANCE, target_price: 100 + nextSeq() }),
    },
    'PUT /api/watchlist/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newWatch() }),
      path: (f) => `/watchlist/${f.id}`,
      body: () => ({ target_price: 900 + nextSeq() }),
      onA: true,
    },
    'DELETE /api/watchlist/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newWatch() }),
      path: (f) => `/watchlist/${f.id}`,
      onA: true,
    },
    'GET /api/alerts': { expect: signedIn(200) },
    'POST /api/alerts/:id/read': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newAlert() }),
      path: (f) => `/alerts/${f.id}/read`,
      onA: true,
    },
  };
}
