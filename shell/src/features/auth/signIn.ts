import { loadApiClient, useSessionStore } from '@academy/runtime';
import type { AcceptInvitationBody, LoginBody, SignInAnswer } from '@academy/contracts';

/** A refused sign-in: it may say why, and that a code from the authenticator is needed. */
type SignInRefusal = Extract<SignInAnswer, { success: false }>;

/**
 * Posts to a route that signs in and keeps the session it answers, as the login screen always
 * has; answers the reason when the server sent no session. A refusal (4xx) throws, as any call.
 */
export async function signInThrough(
  path: string,
  body: LoginBody | AcceptInvitationBody,
): Promise<string | void> {
  const client = await loadApiClient();
  const { data } = await client.post<SignInAnswer>(path, body);
  // Checked whole: an answer without its session (a proxy's, say) signs nobody in.
  if (data?.success !== true || !data.token || !data.user) {
    return (data?.success === false && data.error) || 'Login failed';
  }
  useSessionStore.getState().signIn(data.token, data.user);
}

/** Whether a refused sign-in asks for a code: its body, which axios keeps on the error, says so. */
export function asksForCode(error: unknown): boolean {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return !!body && typeof body === 'object' && (body as SignInRefusal).twoFactorRequired === true;
}
