import js from '@eslint/js';
import globals from 'globals';
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
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'apps/web/**', '**/*.d.ts'] },
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
);
