import { describe, expect, it } from '@jest/globals';
import { headerSignature } from './import-record.js';

describe('a saved mapping is found by the header signature', () => {
  it('matches the same headers whatever their case or surrounding spaces', () => {
    expect(headerSignature(['Deal Date', 'Scrip', ' Rate '])).toBe(headerSignature(['deal date', 'SCRIP', 'rate']));
  });

  it('tells apart other headers, another order, and a header split in two', () => {
    const base = headerSignature(['Deal Date', 'Scrip', 'Rate']);
    expect(headerSignature(['Scrip', 'Deal Date', 'Rate'])).not.toBe(base);
    expect(headerSignature(['Deal Date', 'Scrip'])).not.toBe(base);
    expect(headerSignature(['Deal', 'Date', 'Scrip', 'Rate'])).not.toBe(base);
    expect(headerSignature(['Deal Date,Scrip', 'Rate'])).not.toBe(base);
  });
});
