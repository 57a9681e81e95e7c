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
      'apps/web/src/features/requests/request-card.tsx',
      'apps/web/src/features/requests/requests-view.tsx',
      'apps/web/src/features/requests/requests-modal.tsx',
      'apps/web/src/features/requests/connections-view.tsx',
      'apps/web/src/features/messaging/conversation-list.tsx',
      'apps/web/src/features/messaging/conversation-view.tsx',
      'apps/web/src/features/messaging/contact-exchange-panel.tsx',
      'apps/web/src/features/messaging/contact-asks-panel.tsx',
      'apps/web/src/features/messaging/scam-warning.tsx',
      'apps/web/src/features/calls/call-screen.tsx',
      'apps/web/src/features/calls/call-layer.tsx',
      'apps/web/src/features/calls/call-log.tsx',
      'apps/web/src/features/calls/call-buttons.tsx',
      'apps/web/src/features/checkout/checkout-view.tsx',
      'apps/web/src/features/checkout/payment-complete-card.tsx',
      'apps/web/src/features/checkout/payment-success-view.tsx',
      'apps/web/src/features/checkout/payment-failed-view.tsx',
      'apps/web/src/features/pricing/purchase-notice.tsx',
      'apps/web/src/features/receipts/receipt-view.tsx',
      'apps/web/src/features/receipts/receipt-document.tsx',
      'apps/web/src/features/receipts/receipt-link.tsx',
      'apps/web/src/features/safety/report-button.tsx',
      'apps/web/src/features/safety/block-button.tsx',
      'apps/web/src/features/safety/my-reports.tsx',
      'apps/web/src/features/safety/blocked-members-card.tsx',
      'apps/web/src/features/safety/deactivate-account.tsx',
      'apps/web/src/features/safety/reactivate-dialog.tsx',
      'apps/web/src/features/safety/profile-safety-actions.tsx',
      'apps/web/src/routes/messages-page.tsx',
      'apps/web/src/routes/requests-page.tsx',
      'apps/web/src/routes/connections-page.tsx',
      'apps/web/src/routes/payment-page.tsx',
      'apps/web/src/routes/payment-success-page.tsx',
      'apps/web/src/routes/payment-failed-page.tsx',
      'apps/web/src/routes/receipt-page.tsx',
      'apps/web/src/features/settings/photo-requests-panel.tsx',
      'apps/web/src/features/settings/access-requests-modal.tsx',
      'apps/web/src/features/notifications/notifications-view.tsx',
      'apps/web/src/features/notifications/notification-settings.tsx',
      'apps/web/src/features/notifications/notifications-bell.tsx',
      'apps/web/src/features/install-app/install-offer.tsx',
      'apps/web/src/features/email-change/undo-email-change-form.tsx',
      'apps/web/src/features/sign-in-link/sign-in-link-form.tsx',
      'apps/web/src/features/verification/verification-tab.tsx',
      'apps/web/src/features/verification/verified-badge.tsx',
      'apps/web/src/components/ui/completion-bar.tsx',
      'apps/web/src/components/ui/confirm-dialog.tsx',
      'apps/web/src/components/ui/text-field.tsx',
      'apps/web/src/components/ui/brand-logo.tsx',
      'apps/web/src/components/ui/skeleton.tsx',
      'apps/web/src/components/ui/tabbed-list-modal.tsx',
      'apps/web/src/components/ui/upload-progress.tsx',
      'apps/web/src/components/ui/page-loading.tsx',
      'apps/web/src/routes/notifications-page.tsx',
      'apps/web/src/routes/my-reports-page.tsx',
      'apps/web/src/routes/undo-email-change-page.tsx',
      'apps/web/src/routes/sign-in-link-page.tsx',
      'apps/web/src/features/settings/settings-view.tsx',
      'apps/web/src/features/settings/settings-sidebar.tsx',
      'apps/web/src/features/settings/danger-zone.tsx',
      'apps/web/src/features/settings/change-password-form.tsx',
      'apps/web/src/features/settings/renewal-reminders-card.tsx',
      'apps/web/src/features/settings/account-form.tsx',
      'apps/web/src/features/settings/account-privacy-card.tsx',
      'apps/web/src/features/settings/photo-privacy-card.tsx',
      'apps/web/src/features/settings/shared-contacts-card.tsx',
      'apps/web/src/features/settings/delete-account-dialog.tsx',
      'apps/web/src/routes/settings-page.tsx',
    ],
    plugins: { sakinah },
    rules: { 'sakinah/no-english-text': 'error' },
  },
);
