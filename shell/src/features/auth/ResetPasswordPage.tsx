import { Link, useSearchParams } from 'react-router-dom';
import { sendData } from '@academy/runtime';
import { authPaths, REDIRECT_AFTER_RESET_MS, type ResetPasswordBody } from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';
import { AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields, useNewPassword } from './NewPassword';
import { useDelayedRedirect } from './useDelayedRedirect';
import { useFormAction } from './useFormAction';

const RESET_SUCCESS = 'Password reset successful. Redirecting to login...';

/** Reached from the e-mailed link, which carries the address and the one-time token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const newPassword = useNewPassword();
  const { pending, status, run } = useFormAction('Reset failed');
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
    void run(async () => {
      if (newPassword.mismatch) return newPassword.mismatch;
      const body: ResetPasswordBody = { email, token, newPassword: newPassword.password };
      await sendData('post', authPaths.resetPassword, body);
      redirectLater(ADMIN_LOGIN_PATH, REDIRECT_AFTER_RESET_MS);
      return RESET_SUCCESS;
    });
  };

  return (
    <AuthLayout title="Reset Password" links={links}>
      <AuthForm onSubmit={reset}>
        <NewPasswordFields label="New Password" value={newPassword} />
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Reset Password" pendingLabel="Resetting..." />
      </AuthForm>
    </AuthLayout>
  );
}
