import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { futuresPosition, PortfolioStack, rollInto } from '../support/portfolio-fixtures.js';

const pf = new PortfolioStack();

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

// A buy date or an expiry is a calendar day: the services (run in IST by PortfolioStack) answer it as
// the `yyyy-mm-dd` the investor gave, never as an instant at some zone's midnight.
describe('calendar days in manual positions', () => {
  it('answers a buy date and an expiry as the calendar days given, with the services in IST', async () => {
    const u = await pf.newUser('pf.days@example.com');
    const [near, next] = await pf.niftyFutures();
    const body = futuresPosition(near, { instrumentType: 'FUT', expiry: '2026-12-31', buyDate: '2026-11-02' });
    const created = (await u.createPosition(body)).body.data.position;
    const days = { buyDate: '2026-11-02', expiry: '2026-12-31' };
    expect(created).toMatchObject(days);
    expect((await u.positions()).body.data.positions).toEqual([expect.objectContaining(days)]);
    const edited = await u.updatePosition(created.id, { quantity: 75 });
    expect(edited.body.data.position).toMatchObject({ ...days, quantity: 75 });
    await u.sell(created.id, { sellPrice: 26100, quantity: 10 });
    const [group] = (await u.rebuyEntries()).body.data.entries;
    expect(group.entries).toEqual([expect.objectContaining({ buyDate: '2026-11-02' })]);
    expect((await u.rollover(created.id, rollInto(next))).status).toBe(200);
    const [history] = (await u.rolloverHistory()).body.data.rolloverHistory;
    expect(history).toMatchObject({ newExpiry: '2026-12-29' });
  });
});
