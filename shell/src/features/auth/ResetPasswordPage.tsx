import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sendData } from '@academy/runtime';
import {
  authPaths,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULE,
  REDIRECT_AFTER_RESET_MS,
  type ResetPasswordRequest,
} from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';
import { AuthField, AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { useDelayedRedirect } from './useDelayedRedirect';
import { useFormAction } from './useFormAction';

const RESET_SUCCESS = 'Password reset successful. Redirecting to login...';
const RULE_ID = 'new-password-rule';

/** Reached from the e-mailed link, which carries the address and the one-time token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { pending, status, setStatus, run } = useFormAction('Reset failed');
  const redirectLater = useDelayedRedirect();
  const links = <Link to="/admin/forgot-password">Request a new link</Link>;

  if (!email || !token) {
    return (
      <AuthLayout title="Reset Password" links={links}>
        <StatusMessage message="This reset link is invalid or has expired." />
      </AuthLayout>
    );
  }

  const reset = () => {
    if (newPassword !== confirmPassword) {
      setStatus('Passwords do not match');
      return;
    }
    void run(async () => {
      const body: ResetPasswordRequest = { email, token, newPassword };
      await sendData('post', authPaths.resetPassword, body);
      redirectLater(ADMIN_LOGIN_PATH, REDIRECT_AFTER_RESET_MS);
      return RESET_SUCCESS;
    });
  };

  return (
    <AuthLayout title="Reset Password" links={links}>
      <AuthForm onSubmit={reset}>
        <p className={styles.hint} id={RULE_ID}>
          {PASSWORD_RULE}
        </p>
        <AuthField
          label="New Password"
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          describedBy={RULE_ID}
        />
        <AuthField
          label="Confirm Password"
          type="password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
        />
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Reset Password" pendingLabel="Resetting..." />
      </AuthForm>
    </AuthLayout>
  );
}
