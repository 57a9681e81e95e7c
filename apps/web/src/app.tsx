import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './app-shell/app-layout';
import { RequireUser } from './app-shell/require-user';
import { PageLoading } from './components/ui/page-loading';
import { ROUTES } from '@sakinah/contract';

/** The languages whose public pages live under their own prefix. */
const LOCALIZED_LANGUAGES = ['hi', 'ur'] as const;
import { NotFoundPage } from './routes/not-found-page';
import type { PublicPages } from './routes/public-pages';

// Every page loads on demand; the public ones come from the entry (routes/public-pages.ts), which
// has the page being hydrated loaded already.
const DevOutboxPage = lazy(() => import('./routes/dev-outbox-page'));
const SignupPage = lazy(() => import('./routes/signup-page'));
const ForgetPasswordPage = lazy(() => import('./routes/forget-password-page'));
const CheckEmailPage = lazy(() => import('./routes/check-email-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page'));
const SignInLinkPage = lazy(() => import('./routes/sign-in-link-page'));
const UndoEmailChangePage = lazy(() => import('./routes/undo-email-change-page'));
const SettingsPage = lazy(() => import('./routes/settings-page'));
const ProfileEditorPage = lazy(() => import('./routes/profile-editor-page'));
const ProfileOverviewPage = lazy(() => import('./routes/profile-overview-page'));
const ViewProfilePage = lazy(() => import('./routes/view-profile-page'));
const FeaturedProfilesPage = lazy(() => import('./routes/featured-profiles-page'));
const ProfileViewersPage = lazy(() => import('./routes/profile-viewers-page'));
const NotificationsPage = lazy(() => import('./routes/notifications-page'));
const MyReportsPage = lazy(() => import('./routes/my-reports-page'));
const AdminPage = lazy(() => import('./routes/admin-page'));
const MessagesPage = lazy(() => import('./routes/messages-page'));
const GuardianHomePage = lazy(() => import('./routes/guardian-home-page'));
const GuardianAcceptPage = lazy(() => import('./routes/guardian-accept-page'));
const ConnectionsPage = lazy(() => import('./routes/connections-page'));
const RequestsPage = lazy(() => import('./routes/requests-page'));
const PaymentPage = lazy(() => import('./routes/payment-page'));
const PaymentSuccessPage = lazy(() => import('./routes/payment-success-page'));
const PaymentFailedPage = lazy(() => import('./routes/payment-failed-page'));
const ReceiptPage = lazy(() => import('./routes/receipt-page'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading screen />}>{children}</Suspense>;
}

export function AppRoutes({ publicPages }: { publicPages: PublicPages }) {
  const HomePage = publicPages[ROUTES.home];
  const AboutPage = publicPages[ROUTES.about];
  const ContactPage = publicPages[ROUTES.contact];
  const FaqPage = publicPages[ROUTES.faq];
  const PrivacyPage = publicPages[ROUTES.privacy];
  const TermsPage = publicPages[ROUTES.terms];
  const ThankYouPage = publicPages[ROUTES.thankYou];
  const LoginPage = publicPages[ROUTES.login];
  const PricingPage = publicPages[ROUTES.pricing];
  const SafetyPage = publicPages[ROUTES.safety];
  // The public pages, at `/…` in English and again under `/hi/…` and `/ur/…` (issue 43: the URL is the language).
  const publicRoutes = (
    <>
      <Route index element={<Lazy><HomePage /></Lazy>} />
      <Route path="about" element={<Lazy><AboutPage /></Lazy>} />
      <Route path="contact" element={<Lazy><ContactPage /></Lazy>} />
      <Route path="faq" element={<Lazy><FaqPage /></Lazy>} />
      <Route path="privacy" element={<Lazy><PrivacyPage /></Lazy>} />
      <Route path="terms" element={<Lazy><TermsPage /></Lazy>} />
      <Route path="safety" element={<Lazy><SafetyPage /></Lazy>} />
      <Route path="thank-you" element={<Lazy><ThankYouPage /></Lazy>} />
      <Route path="auth/login" element={<Lazy><LoginPage /></Lazy>} />
      <Route path="auth/signup" element={<Lazy><SignupPage /></Lazy>} />
      <Route path="auth/forget-password" element={<Lazy><ForgetPasswordPage /></Lazy>} />
      <Route path="auth/check-email" element={<Lazy><CheckEmailPage /></Lazy>} />
      <Route path="auth/reset-password/:token" element={<Lazy><ResetPasswordPage /></Lazy>} />
      <Route path="pricing" element={<Lazy><PricingPage /></Lazy>} />
    </>
  );
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {publicRoutes}
        {LOCALIZED_LANGUAGES.map((language) => (
          <Route key={language} path={language}>
            {publicRoutes}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        ))}
        <Route path="dev/outbox" element={<Lazy><DevOutboxPage /></Lazy>} />
        <Route path="auth/sign-in-link/:token" element={<Lazy><SignInLinkPage /></Lazy>} />
        <Route path="auth/undo-email-change/:token" element={<Lazy><UndoEmailChangePage /></Lazy>} />
        <Route path="settings" element={<Lazy><SettingsPage /></Lazy>} />
        <Route path="payment" element={<Lazy><PaymentPage /></Lazy>} />
        <Route path="payment-success" element={<Lazy><PaymentSuccessPage /></Lazy>} />
        <Route path="payment-failed" element={<Lazy><PaymentFailedPage /></Lazy>} />
        <Route path="admin/*" element={<Lazy><AdminPage /></Lazy>} />
        <Route path="guardian" element={<Lazy><GuardianHomePage /></Lazy>} />
        <Route path="guardian/accept/:token" element={<Lazy><GuardianAcceptPage /></Lazy>} />
        <Route path="user" element={<RequireUser />}>
          <Route path="profile" element={<Lazy><ProfileEditorPage /></Lazy>} />
          <Route path="profile-page" element={<Lazy><ProfileOverviewPage /></Lazy>} />
          <Route path="view-profile/:id" element={<Lazy><ViewProfilePage /></Lazy>} />
          <Route path="featured-profiles" element={<Lazy><FeaturedProfilesPage /></Lazy>} />
          <Route path="viewers" element={<Lazy><ProfileViewersPage /></Lazy>} />
          <Route path="notifications" element={<Lazy><NotificationsPage /></Lazy>} />
          <Route path="my-reports" element={<Lazy><MyReportsPage /></Lazy>} />
          <Route path="connections" element={<Lazy><ConnectionsPage /></Lazy>} />
          <Route path="requests" element={<Lazy><RequestsPage /></Lazy>} />
          <Route path="messages" element={<Lazy><MessagesPage /></Lazy>} />
          <Route path="messages/:userId" element={<Lazy><MessagesPage /></Lazy>} />
          <Route path="receipts/:paymentId" element={<Lazy><ReceiptPage /></Lazy>} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
