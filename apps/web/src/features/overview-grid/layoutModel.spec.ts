import { describe, expect, it } from 'vitest';
import {
  addContainer,
  bottomOf,
  EMPTY_LAYOUT,
  fallbackItem,
  normaliseItem,
  removeContainer,
  sameLayout,
  sanitiseLayout,
} from './layoutModel';

describe('layout model', () => {
  it('adds a container in its default size, beside the last one when there is room', () => {
    let s = addContainer(EMPTY_LAYOUT, 'watchlist');
    expect(s.layout[0]).toMatchObject({ i: 'watchlist', x: 0, y: 0, w: 6, h: 6, minW: 2, minH: 2, maxW: 12, maxH: 20 });
    s = addContainer(s, 'live-portfolio');
    expect(s.layout[1]).toMatchObject({ i: 'live-portfolio', x: 6, y: 0, w: 6, h: 8 });
    expect(s.containers).toEqual(['watchlist', 'live-portfolio']);
  });

  it('does not add a container twice', () => {
    const s = addContainer(EMPTY_LAYOUT, 'rebuy');
    expect(addContainer(s, 'rebuy')).toBe(s);
  });

  it('removes a container and its item', () => {
    const s = removeContainer(addContainer(addContainer(EMPTY_LAYOUT, 'rebuy'), 'analytics'), 'rebuy');
    expect(s.containers).toEqual(['analytics']);
    expect(s.layout.map((l) => l.i)).toEqual(['analytics']);
  });

  it('keeps items within 2x2..12x20 and the 12 columns', () => {
    expect(normaliseItem({ i: 'a', x: 11, y: -3, w: 1, h: 40 })).toMatchObject({ x: 10, y: 0, w: 2, h: 20 });
    expect(normaliseItem({ i: 'a', x: 4, y: 2, w: 30, h: 1 })).toMatchObject({ x: 0, w: 12, h: 2 });
  });

  it('places a missing item at x 0, bottom, 6 x 6', () => {
    expect(fallbackItem('watchlist', [{ i: 'rebuy', x: 0, y: 3, w: 6, h: 8 }])).toMatchObject({
      x: 0,
      y: 11,
      w: 6,
      h: 6,
    });
    expect(bottomOf([])).toBe(0);
  });

  it('sanitises stored layouts', () => {
    const s = sanitiseLayout(
      [
        { i: 'rebuy', x: 0, y: 0, w: 6, h: 8 },
        { i: 'ghost', x: 0, y: 0, w: 2, h: 2 },
      ],
      ['rebuy', 'nonsense', 'rebuy', 'watchlist'],
    );
    expect(s.containers).toEqual(['rebuy', 'watchlist']);
    expect(s.layout.map((l) => [l.i, l.y])).toEqual([
      ['rebuy', 0],
      ['watchlist', 8],
    ]);
  });

  it('compares layouts by place and size', () => {
    const a = addContainer(EMPTY_LAYOUT, 'rebuy');
    expect(sameLayout(a, { ...a, layout: a.layout.map((l) => ({ ...l })) })).toBe(true);
    expect(sameLayout(a, { ...a, layout: a.layout.map((l) => ({ ...l, x: 2 })) })).toBe(false);
  });
});
