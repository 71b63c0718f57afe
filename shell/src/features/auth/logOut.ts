import { sendData, useSessionStore } from '@academy/runtime';
import { authPaths } from '@academy/contracts';
import { fullPageRedirect } from '../../lib/fullPageRedirect';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';

/**
 * Ends the session on the server, forgets it here, and reloads on the login page so no admin
 * data stays in memory.
 */
export async function logOut(): Promise<void> {
  try {
    await sendData('post', authPaths.logout);
  } catch {
    // The session is forgotten in this tab either way; an expired one is already gone on the server.
  }
  useSessionStore.getState().clear();
  fullPageRedirect(ADMIN_LOGIN_PATH);
}
