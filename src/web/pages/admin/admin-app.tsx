import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { AdminNav } from '../../features/admin/components/admin-nav.tsx'
import { RequireAdmin } from '../../features/admin/components/require-admin.tsx'

// The admin console: its own chunk (routed lazily from app/router.tsx), with a chunk per section inside it.
const TemplatesPage = lazy(() => import('./templates-page.tsx'))
const TemplateEditPage = lazy(() => import('./template-edit-page.tsx'))
const UsersPage = lazy(() => import('./users-page.tsx'))
const UserPage = lazy(() => import('./user-page.tsx'))
const CodesPage = lazy(() => import('./codes-page.tsx'))
const OrdersPage = lazy(() => import('./orders-page.tsx'))
const InsightsPage = lazy(() => import('./insights-page.tsx'))
const AuditPage = lazy(() => import('./audit-page.tsx'))
const MessagesPage = lazy(() => import('./messages-page.tsx'))
const CreatorsPage = lazy(() => import('./creators-page.tsx'))
const ReviewsPage = lazy(() => import('./reviews-page.tsx'))
const ReviewPage = lazy(() => import('./review-page.tsx'))
const PayoutsPage = lazy(() => import('./payouts-page.tsx'))

export default function AdminApp() {
  return (
    <RequireAdmin>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        <header className="space-y-4">
          <h1 className="text-sm font-semibold uppercase tracking-wide text-brand-700">Admin console</h1>
          <AdminNav />
        </header>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route index element={<Navigate to={paths.admin.templates()} replace />} />
            <Route path="templates" element={<TemplatesPage />} />
            <Route path="templates/new" element={<TemplateEditPage />} />
            <Route path="templates/:id" element={<TemplateEditPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="users/:id" element={<UserPage />} />
            <Route path="codes" element={<CodesPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="insights" element={<InsightsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="creators" element={<CreatorsPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="reviews/:versionId" element={<ReviewPage />} />
            <Route path="payouts" element={<PayoutsPage />} />
            <Route path="*" element={<Navigate to={paths.admin.templates()} replace />} />
          </Routes>
        </Suspense>
      </div>
    </RequireAdmin>
  )
}
