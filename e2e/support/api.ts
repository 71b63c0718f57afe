import type { APIRequestContext } from '@playwright/test';
import { API_PREFIX, authPaths } from '@academy/contracts';
import { ADMIN } from './environment';

/** Signs in through the API and returns the bearer token, for setting up data quickly. */
export async function apiSignIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_PREFIX}${authPaths.login}`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
