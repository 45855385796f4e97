import { INFY, callAs, ok, ownedByA, signedIn, type Entry, type MatrixWorld } from './authorization-routes.js';

const priceRule = { kind: 'price_above', instrument_token: INFY, value: 1600 };

/** Who may read and change alert rules: each user their own; another user's rule answers 404 like a missing one. */
export function alertRuleRoutes(w: MatrixWorld): Record<string, Entry> {
  const newRule = async () => ({
    id: (await ok<{ rule: { id: string } }>(callAs(w, w.actors.A.cookie).post('/alerts/rules', priceRule))).rule.id,
  });
  return {
    'GET /api/alerts/rules': { expect: signedIn(200) },
    'POST /api/alerts/rules': { expect: signedIn(201), body: () => priceRule },
    'PUT /api/alerts/rules/:id': {
      expect: ownedByA(200),
      prepare: newRule,
      path: (f) => `/alerts/rules/${f.id}`,
      body: () => ({ ...priceRule, value: 1700 }),
      onA: true,
    },
    'DELETE /api/alerts/rules/:id': {
      expect: ownedByA(200),
      prepare: newRule,
      path: (f) => `/alerts/rules/${f.id}`,
      onA: true,
    },
  };
}
