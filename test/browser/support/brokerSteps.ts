import type { Page } from 'playwright-core';
import { until } from './pageTools.js';

/** Reloads the instrument master from a source (kite or bundled) on the Zerodha data page. */
export async function reloadInstrumentMaster(page: Page, source: 'kite' | 'bundled') {
  const master = page.getByRole('region', { name: 'Instrument master' });
  await master.getByLabel('Reload from').selectOption(source);
  await master.getByRole('button', { name: 'Reload' }).click();
  return master;
}

/** Picks an instrument in the simulator card and asks its next tick to carry its price plus `rise`. */
export async function setSimulatorPrice(page: Page, symbol: string, rise: number): Promise<string> {
  const sim = page.getByRole('region', { name: 'Set simulator price' });
  await sim.getByRole('combobox', { name: 'Instrument' }).fill(symbol);
  await sim
    .getByRole('option', { name: new RegExp(`^${symbol}`) })
    .first()
    .click();
  const current = Number(((await sim.getByTestId('picked-price').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const next = (Math.round(current) + rise).toFixed(2);
  await sim.getByLabel('Next price (₹)').fill(next);
  await sim.getByRole('button', { name: 'Set price' }).click();
  return next;
}

/**
 * Waits until the simulator card shows a price within ₹1 of `price`: the set price is the next tick and
 * the walk goes on from it half a second later (sometimes in the same frame).
 */
export const untilPickedPriceNear = (page: Page, price: string) =>
  until(
    page,
    `Math.abs(Number(document.querySelector('[data-testid=picked-price]')?.textContent.replace(/[^\\d.]/g, '')) - ${price}) < 1`,
    10_000,
  );

/** Waits until the instrument master's loaded-at stamp is no longer `before`. */
export const untilMasterReloaded = (page: Page, before: string | null) =>
  until(
    page,
    `document.querySelector('[data-testid=instruments-loaded-at]')?.dataset.value !== ${JSON.stringify(before)}`,
  );
