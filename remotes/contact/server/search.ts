import { screenPath } from '@academy/contracts';
import { CONTENT_ROLES, type SearchSource } from '@academy/server/kit';
import contact from '../section';
import { listSubmissions } from './submissionStore';

/** The messages visitors sent, for the admin area's search: the roles that read the inbox. */
export const contactMessagesSearch: SearchSource = {
  roles: CONTENT_ROLES,
  async documents(app) {
    const inbox = screenPath(contact.screens[0]);
    return (await listSubmissions(app.db)).map(({ name, email, phone, message }) => ({
      kind: 'contact message',
      title: `Message from ${name}`,
      texts: [name, email, phone, message],
      adminPath: inbox,
    }));
  },
};
