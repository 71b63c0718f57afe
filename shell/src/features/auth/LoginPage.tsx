import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { loadApiClient, useSessionStore } from '@academy/runtime';
import { authPaths, type LoginRequest, type LoginResponse } from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { AuthField, AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { returnPathFromState } from './returnPath';
import { useFormAction } from './useFormAction';

/** Sign-in answers with its own shape (no `data` envelope), and may say why it refused. */
type LoginAnswer = Partial<LoginResponse> & { error?: string };

export function LoginPage() {
  const token = useSessionStore((state) => state.token);
  const signIn = useSessionStore((state) => state.signIn);
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, status, run } = useFormAction('Login failed. Please try again.');

  // Signed in (already, or just now): on to where the guard stopped the user, or the dashboard.
  if (token) return <Navigate to={returnPathFromState(location.state)} replace />;

  const logIn = () =>
    run(async () => {
      const body: LoginRequest = { email, password };
      const client = await loadApiClient();
      const { data } = await client.post<LoginAnswer>(authPaths.login, body);
      if (!data?.token || !data.user) return data?.error || 'Login failed';
      signIn(data.token, data.user);
    });

  return (
    <AuthLayout title="Admin Login" links={<Link to="/admin/forgot-password">Forgot password?</Link>}>
      <AuthForm onSubmit={logIn}>
        <AuthField label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" />
        <AuthField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Login" pendingLabel="Logging in..." />
      </AuthForm>
    </AuthLayout>
  );
}
