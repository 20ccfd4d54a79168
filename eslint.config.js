import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'build', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report', 'data', '.e2e-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
    },
  },
  // Layering: domain/ is shared by the console and the server (imported as @domain/…), so it imports no
  // UI code and nothing outside itself; the server takes nothing from the console's src/.
  // (an area's folder, domain/<area>/, may reach one level up, to domain/ itself).
  ...[
    { files: ['domain/*.ts'], outside: '^(\\.\\./|@domain/)' },
    { files: ['domain/*/**/*.ts'], outside: '^(\\.\\./\\.\\./|@domain/)' },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react-admin', 'ra-core', 'ra-ui-materialui', '@mui/*', '@emotion/*'], message: 'domain/ is shared with the server: no UI code.' },
            { regex: outside, message: 'domain/ imports only from domain/, by relative paths.' },
          ],
        },
      ],
    },
  })),
  // The sign-in page's entry: react-router (the console's data router) stays in the console's chunks.
  {
    files: ['src/main.tsx', 'src/boot/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'The public pages move with src/pages/publicNavigation.tsx; react-router is the console\'s.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src/', message: 'The server imports nothing of the console (src/); shared code lives in domain/.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
