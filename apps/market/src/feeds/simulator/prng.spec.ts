import { describe, expect, it } from '@jest/globals';
import { Prng, hashSeed } from './prng.js';

const draw = (rng: Prng, n: number, f: (r: Prng) => number) => Array.from({ length: n }, () => f(rng));

describe('Prng', () => {
  it('replays the same sequence for the same seed, and another for another seed', () => {
    expect(draw(new Prng(42), 20, (r) => r.next())).toEqual(draw(new Prng(42), 20, (r) => r.next()));
    expect(draw(new Prng(42), 20, (r) => r.normal())).toEqual(draw(new Prng(42), 20, (r) => r.normal()));
    expect(draw(new Prng(43), 5, (r) => r.next())).not.toEqual(draw(new Prng(42), 5, (r) => r.next()));
  });

  it('draws uniforms in [0, 1) with a mean near 1/2', () => {
    const u = draw(new Prng(7), 50_000, (r) => r.next());
    expect(Math.min(...u)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...u)).toBeLessThan(1);
    expect(u.reduce((a, b) => a + b, 0) / u.length).toBeCloseTo(0.5, 2);
  });

  it('draws standard normals: mean near 0, standard deviation near 1, symmetric tails', () => {
    const z = draw(new Prng(20240610), 100_000, (r) => r.normal());
    const mean = z.reduce((a, b) => a + b, 0) / z.length;
    const sd = Math.sqrt(z.reduce((a, b) => a + (b - mean) ** 2, 0) / (z.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(sd - 1)).toBeLessThan(0.02);
    const beyond2 = z.filter((x) => Math.abs(x) > 2).length / z.length;
    expect(beyond2).toBeGreaterThan(0.04);
    expect(beyond2).toBeLessThan(0.052);
  });
});

describe('hashSeed', () => {
  it('is stable for a seed and key, and differs between keys and seeds', () => {
    expect(hashSeed(1, 'EQ:RELIANCE')).toBe(hashSeed(1, 'EQ:RELIANCE'));
    expect(hashSeed(1, 'EQ:RELIANCE')).not.toBe(hashSeed(1, 'EQ:INFY'));
    expect(hashSeed(1, 'EQ:RELIANCE')).not.toBe(hashSeed(2, 'EQ:RELIANCE'));
    expect(Number.isInteger(hashSeed(99, 'x'))).toBe(true);
    expect(hashSeed(99, 'x')).toBeGreaterThanOrEqual(0);
  });
});
