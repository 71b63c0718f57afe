import { useNavigate, useSearchParams } from 'react-router-dom';
import { staffPaths } from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { ADMIN_HOME_PATH } from '../navigation/sitePages';
import { AuthField, AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields, useNewPassword } from './NewPassword';
import { signInThrough } from './signIn';
import { useFormAction } from './useFormAction';

const TITLE = 'Accept Invitation';

/**
 * Reached from the invitation's e-mailed link (address and one-time token): the invited person
 * chooses a password, and the new account is signed in at once, as after a login.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const password = useNewPassword();
  const { pending, status, run } = useFormAction('The invitation could not be accepted.');
  const navigate = useNavigate();

  if (!email || !token) {
    return (
      <AuthLayout title={TITLE}>
        <StatusMessage message="This invitation link is invalid or has expired." />
      </AuthLayout>
    );
  }

  const accept = () => {
    void run(async () => {
      if (password.mismatch) return password.mismatch;
      const refused = await signInThrough(staffPaths.acceptInvitation, {
        email,
        token,
        password: password.password,
      });
      if (refused) return refused;
      // An account that must set up two-factor sign-in first is sent on to its account screen by the guard.
      void navigate(ADMIN_HOME_PATH, { replace: true });
    });
  };

  return (
    <AuthLayout title={TITLE}>
      <AuthForm onSubmit={accept}>
        {/* Shown, not asked: the invitation is for this address, and password managers file the new password under it. */}
        <AuthField label="Email" type="email" value={email} autoComplete="username" />
        <NewPasswordFields label="Password" value={password} />
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Create Account" pendingLabel="Creating account..." />
      </AuthForm>
    </AuthLayout>
  );
}
