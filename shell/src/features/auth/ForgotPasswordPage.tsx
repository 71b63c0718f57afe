import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loadApiClient } from '@academy/runtime';
import {
  authPaths,
  REDIRECT_AFTER_FORGOT_MS,
  type ForgotPasswordAnswer,
  type ForgotPasswordBody,
} from '@academy/contracts';
import { StatusMessage } from '@academy/ui';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';
import { AuthField, AuthForm, AuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useDelayedRedirect } from './useDelayedRedirect';
import { useFormAction } from './useFormAction';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { pending, status, run } = useFormAction('Something went wrong');
  const redirectLater = useDelayedRedirect();

  const requestLink = () =>
    run(async () => {
      const body: ForgotPasswordBody = { email };
      // Its own answer shape: `message`, not the `data` envelope.
      const client = await loadApiClient();
      const { data } = await client.post<ForgotPasswordAnswer>(authPaths.forgotPassword, body);
      redirectLater(ADMIN_LOGIN_PATH, REDIRECT_AFTER_FORGOT_MS);
      return data.message;
    });

  return (
    <AuthLayout title="Forgot Password" links={<Link to={ADMIN_LOGIN_PATH}>Back to login</Link>}>
      <AuthForm onSubmit={requestLink}>
        <AuthField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <StatusMessage message={status} />
        <AuthSubmit pending={pending} label="Send Reset Link" pendingLabel="Sending..." />
      </AuthForm>
    </AuthLayout>
  );
}
