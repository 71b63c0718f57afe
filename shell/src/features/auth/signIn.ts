import { loadApiClient, useSessionStore } from '@academy/runtime';
import type { StaffUser } from '@academy/contracts';

/**
 * What the routes that sign in answer (login, accepting an invitation): their own shape, no
 * `data` envelope, and a refusal may say why, and that a code from the authenticator is needed.
 */
interface SignInAnswer {
  success?: boolean;
  token?: string;
  user?: StaffUser;
  error?: string;
  twoFactorRequired?: boolean;
}

/**
 * Posts to a route that signs in and keeps the session it answers, as the login screen always
 * has; answers the reason when the server sent no session. A refusal (4xx) throws, as any call.
 */
export async function signInThrough(path: string, body: object): Promise<string | void> {
  const client = await loadApiClient();
  const { data } = await client.post<SignInAnswer>(path, body);
  if (!data?.token || !data.user) return data?.error || 'Login failed';
  useSessionStore.getState().signIn(data.token, data.user);
}

/** Whether a refused sign-in asks for a code: its body, which axios keeps on the error, says so. */
export function asksForCode(error: unknown): boolean {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return !!body && typeof body === 'object' && (body as SignInAnswer).twoFactorRequired === true;
}
