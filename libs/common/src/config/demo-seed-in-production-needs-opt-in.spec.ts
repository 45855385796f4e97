import { describe, expect, it } from '@jest/globals';
import { demoInProductionWarning, demoSeedProblems } from './demo-in-production.js';

describe('a demo seed in production needs the opt-in', () => {
  it('is refused without ALLOW_DEMO_IN_PRODUCTION, saying how to proceed', () => {
    const problems = demoSeedProblems({ NODE_ENV: 'production', SEED_DEMO: true, ALLOW_DEMO_IN_PRODUCTION: false });

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SEED_DEMO: .*published passwords.*ALLOW_DEMO_IN_PRODUCTION=true/);
    expect(demoInProductionWarning({ NODE_ENV: 'production', SEED_DEMO: true })).toBeUndefined();
  });

  it('is allowed with the opt-in, and then every start gets the warning', () => {
    const config = { NODE_ENV: 'production', SEED_DEMO: true, ALLOW_DEMO_IN_PRODUCTION: true };

    expect(demoSeedProblems(config)).toEqual([]);
    expect(demoInProductionWarning(config)).toMatch(/published passwords are enabled in production/);
  });

  it('needs no opt-in and warns of nothing in development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(demoSeedProblems({ NODE_ENV, SEED_DEMO: true })).toEqual([]);
      expect(demoInProductionWarning({ NODE_ENV, SEED_DEMO: true, ALLOW_DEMO_IN_PRODUCTION: true })).toBeUndefined();
    }
  });

  it('has nothing to refuse or warn of when production seeds nothing', () => {
    expect(demoSeedProblems({ NODE_ENV: 'production', SEED_DEMO: false })).toEqual([]);
    expect(
      demoInProductionWarning({ NODE_ENV: 'production', SEED_DEMO: false, ALLOW_DEMO_IN_PRODUCTION: true }),
    ).toBeUndefined();
  });
});
