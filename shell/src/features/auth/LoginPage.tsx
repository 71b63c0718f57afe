import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@academy/runtime';
import { authPaths, type LoginBody } from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { AuthField, AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { returnPathFromState } from './returnPath';
import { asksForCode, signInThrough } from './signIn';
import { useFormAction } from './useFormAction';

const CODE_HINT_ID = 'login-code-hint';

export function LoginPage() {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Asked for only once the server has said this account signs in with a code too.
  const [codeRequired, setCodeRequired] = useState(false);
  const [code, setCode] = useState('');
  const { pending, status, run } = useFormAction('Login failed. Please try again.');

  // Signed in (already, or just now): on to where the guard stopped the user, or the dashboard.
  if (token) return <Navigate to={returnPathFromState(location.state)} replace />;

  const logIn = () =>
    run(async () => {
      const body: LoginBody = codeRequired ? { email, password, code } : { email, password };
      try {
        return await signInThrough(authPaths.login, body);
      } catch (error) {
        // The refusal's own sentence shows as the status: what to enter, or that the code was wrong.
        if (asksForCode(error)) setCodeRequired(true);
        throw error;
      }
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
        {codeRequired && (
          <>
            <AuthField
              label="Code"
              type="text"
              value={code}
              onChange={setCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              describedBy={CODE_HINT_ID}
            />
            <p className={styles.hint} id={CODE_HINT_ID}>
              The 6-digit code from your authenticator app, or one of your recovery codes.
            </p>
          </>
        )}
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Login" pendingLabel="Logging in..." />
      </AuthForm>
    </AuthLayout>
  );
}
