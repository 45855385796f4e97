import { describe, expect, it } from 'vitest';
import { position } from './fixtures';
import { emptyPositionForm, formFieldOf, positionBody, positionFormOf } from './positionForm';

const itc = {
  tradingSymbol: 'ITC',
  instrumentToken: 424961,
  exchange: 'NSE',
  name: 'ITC',
  instrumentType: 'EQ' as const,
};

describe('positionBody', () => {
  it('builds the manual position create body from the typed values', () => {
    const { body, errors } = positionBody(
      { ...emptyPositionForm(), instrument: itc, buyPrice: '412.5', quantity: '100', buyDate: '2026-11-02' },
      'create',
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      tradingSymbol: 'ITC',
      instrumentToken: 424961,
      exchange: 'NSE',
      name: 'ITC',
      buyPrice: 412.5,
      quantity: 100,
      positionType: 'BUY',
      instrumentType: 'EQ',
      buyDate: '2026-11-02',
    });
  });

  it('sends the expiry only for futures, and yesterday’s close when given', () => {
    const fut = { ...itc, tradingSymbol: 'NIFTY26DECFUT', exchange: 'NFO', instrumentType: 'FUT' as const };
    const { body } = positionBody(
      {
        ...emptyPositionForm(),
        instrument: fut,
        buyPrice: '26000',
        quantity: '65',
        positionType: 'SELL',
        expiry: '2026-12-29',
        yesterdayClosingPrice: '25990.5',
      },
      'create',
    );
    expect(body).toMatchObject({
      instrumentType: 'FUT',
      expiry: '2026-12-29',
      positionType: 'SELL',
      yesterdayClosingPrice: 25990.5,
    });
    expect(
      positionBody(
        { ...emptyPositionForm(), instrument: itc, buyPrice: '1', quantity: '1', expiry: '2026-12-29' },
        'create',
      ).body,
    ).not.toHaveProperty('expiry');
  });

  it('clears yesterday’s close on edit when emptied', () => {
    const v = { ...positionFormOf(position({ yesterdayClosingPrice: 1400 })), yesterdayClosingPrice: '' };
    expect(positionBody(v, 'edit').body).toMatchObject({ yesterdayClosingPrice: null, buyPrice: 1385.5, quantity: 40 });
  });

  it('reports every bad field at once', () => {
    const { body, errors } = positionBody(
      { ...emptyPositionForm(), buyPrice: '0', quantity: '1.5', buyDate: '2026-13-01' },
      'create',
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      instrument: 'Pick an instrument',
      buyPrice: 'Buy price must be more than 0',
      quantity: 'Quantity must be a whole number',
      buyDate: 'Buy date must be a date',
    });
  });
});

describe('positionFormOf', () => {
  it('fills the form from a position', () => {
    expect(positionFormOf(position({ buyDate: '2026-10-01', yesterdayClosingPrice: null }))).toMatchObject({
      buyPrice: '1385.5',
      quantity: '40',
      buyDate: '2026-10-01',
      yesterdayClosingPrice: '',
      positionType: 'BUY',
    });
  });
});

describe('formFieldOf', () => {
  it('shows instrument problems on the instrument picker', () => {
    expect(formFieldOf('instrumentToken')).toBe('instrument');
    expect(formFieldOf('positions.3.buyPrice')).toBe('buyPrice');
  });
});
