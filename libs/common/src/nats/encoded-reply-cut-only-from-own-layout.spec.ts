import { describe, expect, it } from '@jest/globals';
import { responseTextOf } from './encoded-json.js';

const ID = '4b1d0c2e-9a51-4f0e-8d4b-1f6f3c2a9e77';
const nest = (response: string, id = ID) => `{"response":${response},"isDisposed":true,"id":"${id}"}`;

describe('the response cut from a reply as the services encode it', () => {
  it('is the text between the layout head and tail, as it was written', () => {
    expect(responseTextOf(nest('{"positions":[],"summary":{"totalInvestment":0}}'), ID)).toBe(
      '{"positions":[],"summary":{"totalInvestment":0}}',
    );
    expect(responseTextOf(nest('[1,2]'), ID)).toBe('[1,2]');
    expect(responseTextOf(nest('null'), ID)).toBe('null');
  });

  it('keeps text in the response that looks like the layout tail', () => {
    const tricky = `{"note":",\\"isDisposed\\":true,\\"id\\":\\"${ID}\\"}"}`;
    expect(responseTextOf(nest(tricky), ID)).toBe(tricky);
    expect(JSON.parse(responseTextOf(nest(tricky), ID) as string)).toEqual(JSON.parse(tricky));
  });

  it('is undefined for an error reply, a reply to another request, or keys in another order', () => {
    expect(responseTextOf(`{"err":{"code":"NOT_FOUND"},"isDisposed":true,"id":"${ID}"}`, ID)).toBeUndefined();
    expect(responseTextOf(nest('{}', 'another-id'), ID)).toBeUndefined();
    expect(responseTextOf(`{"id":"${ID}","response":{},"isDisposed":true}`, ID)).toBeUndefined();
    expect(responseTextOf(`{"response":{},"id":"${ID}"}`, ID)).toBeUndefined();
  });

  it('is undefined when nothing lies between head and tail (a reply with no value)', () => {
    expect(responseTextOf(`{"response":,"isDisposed":true,"id":"${ID}"}`, ID)).toBeUndefined();
    expect(responseTextOf(`{"isDisposed":true,"id":"${ID}"}`, ID)).toBeUndefined();
  });
});
