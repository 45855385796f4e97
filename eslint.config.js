import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVICES = ['gateway', 'auth', 'portfolio', 'market', 'settings', 'alerts', 'web'];

/** A service imports libs/ only; reaching into another app's code is an error, not a review comment. */
const boundaries = SERVICES.filter((s) => s !== 'web').map((service) => ({
  files: [`apps/${service}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: SERVICES.filter((s) => s !== service).flatMap((other) => [`**/apps/${other}/**`, `**/${other}/src/**`]),
            message: 'A service may not import another service; ask it over NATS through @app/contracts.',
          },
          { group: ['**/libs/*/src/**', '@app/*/src/**'], message: 'Import libraries by package name (@app/contracts, @app/common).' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', '**/*.d.ts', 'apps/web/vite.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(skip|only|todo)$/][callee.object.name=/^(it|describe|test)$/]", message: 'No skipped or focused tests.' },
      ],
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  ...boundaries,
  {
    // The web app runs in the browser and follows the rules of hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/*/src/**', '../../../apps/**'], message: 'The web app talks to the services over HTTP only.' },
            {
              regex: '^@app/contracts/.*/(dto|analytics|candles)$',
              allowTypeImports: true,
              message: 'These contract files define validation classes: import their types only.',
            },
          ],
        },
      ],
    },
  },
);
