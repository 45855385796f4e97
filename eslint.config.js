import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVICES = ['gateway', 'auth', 'portfolio', 'market', 'settings', 'alerts', 'web'];

/** The gateway owns no schema, so it takes the part of @app/common that loads no database code. */
const GATEWAY_COMMON = {
  name: '@app/common',
  message: 'The gateway imports @app/common/base, which loads no TypeORM or database driver.',
};

/** A service imports libs/ only; reaching into another app's code is an error, not a review comment. */
const boundaries = SERVICES.filter((s) => s !== 'web').map((service) => ({
  files: [`apps/${service}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: service === 'gateway' ? [GATEWAY_COMMON] : [],
        patterns: [
          {
            group: SERVICES.filter((s) => s !== service).flatMap((other) => [
              `**/apps/${other}/**`,
              `**/${other}/src/**`,
            ]),
            message: 'A service may not import another service; ask it over NATS through @app/contracts.',
          },
          {
            group: ['**/libs/*/src/**', '@app/*/src/**'],
            message: 'Import libraries by package name (@app/contracts, @app/common).',
          },
        ],
      },
    ],
  },
}));

const NO_SKIPPED_TESTS = {
  selector: 'CallExpression[callee.property.name=/^(skip|only|todo)$/][callee.object.name=/^(it|describe|test)$/]',
  message: 'No skipped or focused tests.',
};

const STORAGE_MESSAGE =
  'SQL and TypeORM calls live in a *.repository.ts; group writes with UnitOfWork.run from @app/common.';

/**
 * Storage has one home per service: a DataSource, a raw query or a transaction anywhere but a
 * repository, a migration or libs/common/src/database is an error.
 */
const storageInRepositories = {
  files: ['apps/{auth,portfolio,market,settings,alerts,gateway}/src/**/*.ts', 'libs/common/src/**/*.ts'],
  ignores: ['**/*.repository.ts', '**/migrations/**', 'libs/common/src/database/**', '**/*.spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      NO_SKIPPED_TESTS,
      { selector: 'Identifier[name=/^(DataSource|InjectDataSource)$/]', message: STORAGE_MESSAGE },
      { selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]', message: STORAGE_MESSAGE },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '**/*.d.ts', 'apps/web/vite.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-restricted-syntax': ['error', NO_SKIPPED_TESTS],
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  ...boundaries,
  storageInRepositories,
  ...webAppConfigs(),
);

/**
 * The web app: browser globals and the rules of hooks; it reaches the services over HTTP only and
 * imports contract files' validation classes as types only. Its layers are app -> pages -> features ->
 * shared: imports only go down, and another feature is imported only through its index.ts. The app
 * imports by relative path, so each layer rule is a pattern of the specifier as written from a file so
 * many folders below src/ (one config per depth). Declared as a function so it can sit here, below.
 */
function webAppConfigs() {
  const everywhere = [
    {
      group: ['**/apps/*/src/**', '../../../apps/**'],
      message: 'The web app talks to the services over HTTP only.',
    },
    {
      regex: '^@app/contracts/.*/(dto|analytics|candles)$',
      allowTypeImports: true,
      message: 'These contract files define validation classes: import their types only.',
    },
  ];
  const down = 'imports only go down (app -> pages -> features -> shared)';
  const message = {
    sharedUp: 'Shared code knows no feature, page or app: move what both need into shared/, or pass it in.',
    featureUp: `A feature may not import a page or the app: ${down}.`,
    pageUp: `A page may not import the app: ${down}.`,
    otherPage: 'A page may not import another page: share through a feature or shared/.',
    internals: "Import another feature only through its index.ts, the feature's public surface.",
  };
  // The specifier's way back to src/ from a file `depth` folders below it.
  const up = (depth) => (depth === 0 ? '\\./' : `(\\.\\./){${depth}}`);
  const notUp = '(?!\\.\\./)';
  const featureFile = (depth) => ({ regex: `^${up(depth)}features/[^/]+/(?!index$).+`, message: message.internals });
  const layers = {
    shared: {
      files: ['shared/*', 'shared/*/*'],
      patterns: (d) => [{ regex: `^${up(d)}(app|pages|features)(/|$)`, message: message.sharedUp }],
    },
    features: {
      // Flat, or one sub-folder below the feature's own.
      files: ['features/*/*', 'features/*/*/*'],
      patterns: (d) => [
        { regex: `^${up(d)}(app|pages)(/|$)`, message: message.featureUp },
        featureFile(d),
        { regex: `^${up(d - 1)}${notUp}[^/]+/(?!index$).+`, message: message.internals },
      ],
    },
    pages: {
      files: ['pages/*/*'],
      patterns: (d) => [
        { regex: `^${up(d)}app(/|$)`, message: message.pageUp },
        { regex: `^${up(d - 1)}${notUp}[^/]+/`, message: message.otherPage },
        featureFile(d),
      ],
    },
    app: { files: ['*', 'app/*', 'app/*/*'], patterns: (d) => [featureFile(d)] },
  };
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        'no-restricted-imports': ['error', { patterns: everywhere }],
      },
    },
    ...Object.values(layers).flatMap(({ files, patterns }) =>
      files.map((glob) => ({
        files: [`apps/web/src/${glob}.{ts,tsx}`],
        rules: {
          'no-restricted-imports': ['error', { patterns: [...everywhere, ...patterns(glob.split('/').length - 1)] }],
        },
      })),
    ),
  ];
}
