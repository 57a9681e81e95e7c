import { Link, Navigate, Route, Routes } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Seo } from '../lib/seo';
import { useSession } from '../features/session/session';
import { AdminLayout } from '../features/admin/admin-layout';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { ReviewQueue } from '../features/admin/review-queue';
import { MembersList } from '../features/admin/members-list';
import { MemberDetail } from '../features/admin/member-detail';
import { PlansPage } from '../features/admin/plans-page';
import { PaymentsPage } from '../features/admin/payments-page';
import { MessagesPage } from '../features/admin/messages-page';
import { ReportsPage } from '../features/admin/reports-page';
import { RiskPage } from '../features/admin/risk-page';
import { AuditPage } from '../features/admin/audit-page';
import { VerificationsPage } from '../features/admin/verifications-page';
import { buttonClass } from '../components/ui/button';

/** The admin console. Mounted at `admin/*`, so the routes below are relative to /admin. */
export default function AdminPage() {
  const { user, loading } = useSession();

  // Render nothing while the session loads, so a non-admin never sees a flash of the console.
  if (loading) return <Seo title="Admin" description="Sakinah administration" />;
  if (!user) return <Navigate to="/auth/login?redirect=/admin" replace />;

  if (user.role !== 'admin') {
    return (
      <>
        <Seo title="Admin" description="Sakinah administration" />
        <section className="container-page section">
          <div className="card mx-auto max-w-lg p-8 text-center">
            <ShieldAlert className="mx-auto h-10 w-10 text-gold-600" aria-hidden="true" />
            <h1 className="mt-3 font-display text-3xl font-bold text-brand-800">Not allowed</h1>
            <p className="mt-2 text-muted">Administrators only. This area is for the Sakinah team.</p>
            <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
              Go to the home page
            </Link>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <Seo title="Admin" description="Sakinah administration" />
      <AdminLayout>
        <Routes>
          <Route index element={<AdminDashboard />} />
          <Route path="review" element={<ReviewQueue />} />
          <Route path="verifications" element={<VerificationsPage />} />
          <Route path="members" element={<MembersList />} />
          <Route path="members/:id" element={<MemberDetail />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="risk" element={<RiskPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </AdminLayout>
    </>
  );
}
