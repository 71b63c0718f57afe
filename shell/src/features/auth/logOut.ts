import { sendData, useSessionStore } from '@academy/runtime';
import { forgetAllUnsavedChanges } from '@academy/admin-kit';
import { authPaths } from '@academy/contracts';
import { fullPageRedirect } from '../../lib/fullPageRedirect';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';

/**
 * Ends the session on the server, forgets it here with the editors' unsaved text kept in this
 * browser (the next person to sign in here must not be offered it), and reloads on the login page
 * so no admin data stays in memory. A session that merely expires keeps that text: its owner
 * signs in again and restores it.
 */
export async function logOut(): Promise<void> {
  try {
    await sendData('post', authPaths.logout);
  } catch {
    // The session is forgotten in this tab either way; an expired one is already gone on the server.
  }
  useSessionStore.getState().clear();
  forgetAllUnsavedChanges();
  fullPageRedirect(ADMIN_LOGIN_PATH);
}
