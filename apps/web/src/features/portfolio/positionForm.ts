import type { Position } from '@app/contracts/portfolio/types';
import { instrumentProblem, priceInput, type PickedInstrument } from '../instruments';
import { errorsOf, readDay, readOptionalPrice, readPrice, readQuantity } from '../../shared/forms/read';

export interface PositionFormValues {
  instrument: PickedInstrument | null;
  buyPrice: string;
  quantity: string;
  positionType: 'BUY' | 'SELL';
  buyDate: string;
  expiry: string;
  yesterdayClosingPrice: string;
}

export const emptyPositionForm = (): PositionFormValues => ({
  instrument: null,
  buyPrice: '',
  quantity: '',
  positionType: 'BUY',
  buyDate: '',
  expiry: '',
  yesterdayClosingPrice: '',
});

export function positionFormOf(p: Position): PositionFormValues {
  return {
    instrument: {
      tradingSymbol: p.tradingSymbol,
      instrumentToken: p.instrumentToken,
      exchange: p.exchange,
      name: p.name,
      instrumentType: p.instrumentType,
    },
    buyPrice: String(p.buyPrice),
    quantity: String(p.quantity),
    positionType: p.positionType,
    buyDate: p.buyDate?.slice(0, 10) ?? '',
    expiry: p.expiry?.slice(0, 10) ?? '',
    yesterdayClosingPrice: p.yesterdayClosingPrice === null ? '' : String(p.yesterdayClosingPrice),
  };
}

/**
 * The body of POST (create) or PUT (edit) /portfolio/manual/positions, or the field errors. On edit an
 * emptied yesterday's close is sent as null, which clears it.
 */
export function positionBody(
  v: PositionFormValues,
  mode: 'create' | 'edit',
): { body: Record<string, unknown> | null; errors: Record<string, string> } {
  const buyPrice = readPrice(v.buyPrice, 'Buy price');
  const quantity = readQuantity(v.quantity);
  const buyDate = readDay(v.buyDate, 'Buy date');
  const expiry = readDay(v.expiry, 'Expiry');
  const ycp = readOptionalPrice(v.yesterdayClosingPrice, "Yesterday's close");
  const errors = errorsOf({ buyPrice, quantity, buyDate, expiry, yesterdayClosingPrice: ycp });
  const problem = instrumentProblem(v.instrument);
  if (problem) errors.instrument = problem;
  if (Object.keys(errors).length > 0 || !v.instrument) return { body: null, errors };
  const i = v.instrument;
  const body: Record<string, unknown> = {
    tradingSymbol: i.tradingSymbol,
    instrumentToken: i.instrumentToken,
    exchange: i.exchange,
    name: i.name,
    buyPrice: buyPrice.value,
    quantity: quantity.value,
    positionType: v.positionType,
    instrumentType: i.instrumentType,
  };
  if (i.instrumentType === 'FUT' && expiry.value) body.expiry = expiry.value;
  if (buyDate.value) body.buyDate = buyDate.value;
  if (ycp.value !== undefined) body.yesterdayClosingPrice = ycp.value;
  else if (mode === 'edit') body.yesterdayClosingPrice = null;
  return { body, errors };
}

/** A server field of a 400 as the form field that shows it. */
export function formFieldOf(serverField: string): string {
  const f = serverField.replace(/^.*\./, '');
  return f === 'instrumentToken' || f === 'tradingSymbol' || f === 'exchange' || f === 'name' || f === 'instrumentType'
    ? 'instrument'
    : f;
}

export { priceInput };
