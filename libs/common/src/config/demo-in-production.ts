/** The settings that decide whether demo accounts, whose passwords are published, may be seeded. */
export interface DemoSeedSettings {
  NODE_ENV?: string;
  SEED_DEMO?: unknown;
  ALLOW_DEMO_IN_PRODUCTION?: unknown;
}

/** Seeding demo accounts in production is refused unless the operator opts in explicitly. */
export function demoSeedProblems(config: DemoSeedSettings): string[] {
  if (config.NODE_ENV !== 'production' || config.SEED_DEMO !== true || config.ALLOW_DEMO_IN_PRODUCTION === true) {
    return [];
  }
  return [
    'SEED_DEMO: the demo accounts have published passwords, so production refuses to seed them; ' +
      'unset SEED_DEMO, or also set ALLOW_DEMO_IN_PRODUCTION=true for a throw-away demo',
  ];
}

/** The warning every start prints while demo accounts are allowed in production; undefined otherwise. */
export function demoInProductionWarning(config: DemoSeedSettings): string | undefined {
  if (config.NODE_ENV !== 'production' || config.SEED_DEMO !== true || config.ALLOW_DEMO_IN_PRODUCTION !== true) {
    return undefined;
  }
  return (
    'Demo accounts with published passwords are enabled in production (SEED_DEMO=true, ' +
    'ALLOW_DEMO_IN_PRODUCTION=true): anyone can sign in as the demo admin. Use this for a throw-away demo only.'
  );
}
