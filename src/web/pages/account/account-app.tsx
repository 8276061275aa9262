import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'

// My Account: its own chunk (routed lazily from app/router.tsx), signed-in only, a chunk per page inside it.
const OrdersPage = lazy(() => import('./orders-page.tsx'))
const ReceiptPage = lazy(() => import('./receipt-page.tsx'))
const SettingsPage = lazy(() => import('./settings-page.tsx'))

export default function AccountApp() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<OrdersPage />} />
        <Route path="receipts/:orderId" element={<ReceiptPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<Navigate to={paths.account.home()} replace />} />
      </Routes>
    </Suspense>
  )
}
