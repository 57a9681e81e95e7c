import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sakinah from './scripts/eslint/sakinah-plugin.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', 'e2e/artifacts/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's rule sets).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only repositories, the database layer and migrations touch Drizzle (DESIGN.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.repo.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only *.repo.ts and src/db may import Drizzle.' }] }],
    },
  },
  {
    // Providers (mail, OTP, payments, storage and their stores) are below the feature modules: they
    // import no module and not the app context, so no module's change reaches them and no cycle
    // runs through them (a separate rule from the Drizzle one above, so both apply).
    files: ['apps/server/src/providers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/core/**', '**/features/**', '**/backoffice/**'], message: 'Providers import neither the core nor a feature (docs/architecture.md, layers).' },
            { group: ['**/context'], message: 'Providers take what they need as arguments, not the app context.' },
          ],
        },
      ],
    },
  },
  {
    // Only config.ts reads the environment.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from config.ts.' }] },
  },
  {
    // Right to left done properly (issue 43): no physical left/right Tailwind class anywhere in the web app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { sakinah },
    rules: { 'sakinah/logical-classes': 'error' },
  },
  {
    // The components converted to the catalogues (issue 43): no English typed into them. A file joins this list
    // once its texts go through t(); the files still to convert are listed in docs/i18n.md.
    files: [
      'apps/web/src/app-shell/header.tsx',
      'apps/web/src/app-shell/footer.tsx',
      'apps/web/src/app-shell/bottom-tab-bar.tsx',
      'apps/web/src/app-shell/app-layout.tsx',
      'apps/web/src/app-shell/language-switch.tsx',
      'apps/web/src/features/settings/language-card.tsx',
      'apps/web/src/features/messaging/composer.tsx',
      'apps/web/src/features/messaging/message-bubble.tsx',
      'apps/web/src/features/messaging/message-list.tsx',
      'apps/web/src/features/login/phone-login-form.tsx',
    ],
    plugins: { sakinah },
    rules: { 'sakinah/no-english-text': 'error' },
  },
);
