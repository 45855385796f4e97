import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../pages/login/LoginPage';
import { UnauthorizedPage } from '../pages/unauthorized/UnauthorizedPage';
import { DashboardShell } from './shell/DashboardShell';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PageSkeleton } from './PageSkeleton';
import { PAGES } from './pages';
import { ProtectedRoute } from './ProtectedRoute';

/** Kite's callback sends the browser to /settings?broker=...: the Settings page, query kept. */
function SettingsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/settings${search}`} replace />;
}

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="/settings" element={<SettingsRedirect />} />
      <Route
        path="/dashboard"
        element={
          <ProtectedRoute>
            <DashboardShell />
          </ProtectedRoute>
        }
      >
        {PAGES.map(({ path, title, component: Page, requiredType }) => {
          const element = (
            <ProtectedRoute requiredType={requiredType}>
              <Suspense fallback={<PageSkeleton title={title} />}>
                <Page />
              </Suspense>
            </ProtectedRoute>
          );
          return path === '' ? (
            <Route key="index" index element={element} />
          ) : (
            <Route key={path} path={path} element={element} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
