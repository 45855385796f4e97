import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './modules/auth/components/LoginPage';
import { UnauthorizedPage } from './modules/auth/components/UnauthorizedPage';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
