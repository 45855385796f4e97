/** Backend tests: unit (*.spec.ts beside the code), integration and e2e (test/), all native ESM. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
      // JSON modules (the calendar's data file) keep their `with { type: 'json' }` for Node's loader.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
  testRegex: '.*\\.(spec|e2e-spec|browser-spec)\\.ts$',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@app/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@app/common$': '<rootDir>/libs/common/src/index.ts',
    '^@app/common/base$': '<rootDir>/libs/common/src/base.ts',
    '^@app/formatting$': '<rootDir>/libs/formatting/src/index.ts',
    '^@app/calendar$': '<rootDir>/libs/calendar/src/index.ts',
    '^@app/kite$': '<rootDir>/libs/kite/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': swc },
  // Chooses the PostgreSQL server once for the run; an embedded one when the local server asks for a password.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
  // Each stack-starting suite leaves megabytes a worker never gives back; past this the worker is replaced
  // after its file, so later files do not run in a heap that spends its time collecting.
  workerIdleMemoryLimit: '2GB',
};
