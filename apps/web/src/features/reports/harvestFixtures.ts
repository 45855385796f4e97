// Replies as the gateway sends them, with figures that add up (checked in each spec by hand).
import type { HarvestLot, HarvestReply } from '@app/contracts/reports/types';

export function harvestLot(o: Partial<HarvestLot> = {}): HarvestLot {
  return {
    lot_id: 'lot-wipro-1',
    isin: 'INE075A01022',
    symbol: 'WIPRO',
    buy_date: '2026-03-14',
    quantity: '100',
    sell_quantity: '100',
    cost: '30000.00',
    value: '24600.00',
    unrealised: '-5400.00',
    unrealised_percent: '-18.00',
    last_price: 246,
    bucket: 'short_term',
    long_term_from: '2027-03-15',
    in_loss_cover_band: true,
    tax_saved: '1080.00',
    ...o,
  };
}

/**
 * FY 2026-27 so far: ₹45,000 long-term gains used of the ₹1,25,000 exemption, ₹80,000 headroom.
 * Booking WIPRO's ₹5,400 short-term loss saves 20 % = ₹1,080; booking 200 ITC shares (₹30,000 gain,
 * inside the headroom) saves 12.5 % later = ₹3,750; together ₹4,830.
 */
export function harvestReply(o: Partial<HarvestReply> = {}): HarvestReply {
  return {
    fy: '2026-27',
    as_of: '2026-11-24',
    realised: { short_term: '12000.00', long_term: '45000.00', intraday: '0.00' },
    exemption: { limit: '125000.00', used: '45000.00', headroom: '80000.00' },
    losses: [
      harvestLot(),
      harvestLot({
        lot_id: 'lot-yes-1',
        isin: 'INE528G01035',
        symbol: 'YESBANK',
        buy_date: '2023-02-01',
        quantity: '1000',
        sell_quantity: '1000',
        cost: '25000.00',
        value: '19000.00',
        unrealised: '-6000.00',
        unrealised_percent: '-24.00',
        last_price: 19,
        bucket: 'long_term',
        long_term_from: '2024-02-02',
        in_loss_cover_band: false,
        tax_saved: '0.00',
      }),
    ],
    gains: [
      harvestLot({
        lot_id: 'lot-itc-1',
        isin: 'INE154A01025',
        symbol: 'ITC',
        buy_date: '2019-04-10',
        quantity: '300',
        sell_quantity: '200',
        cost: '54000.00',
        value: '84000.00',
        unrealised: '30000.00',
        unrealised_percent: '55.56',
        last_price: 420,
        bucket: 'long_term',
        long_term_from: '2020-04-11',
        in_loss_cover_band: false,
        tax_saved: '3750.00',
      }),
    ],
    estimated_tax_saved: { from_losses: '1080.00', from_gains: '3750.00', total: '4830.00' },
    loss_cover: { min_loss_percent: 10, max_loss_percent: 30 },
    warnings: ['Selling and buying back on the same day counts as intraday: buy back on the next trading day.'],
    ...o,
  };
}
