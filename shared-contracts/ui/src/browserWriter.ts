import type { ContentWriter } from '@academy/contracts';
import { ContentRequestError, getErrorMessage, getErrorStatus, sendData } from '@academy/runtime';

/**
 * The API as a page's live form writes to it: the shared client, with its failures as the
 * ContentRequestErrors the server's writer rejects with too (the answer's status and the server's
 * sentence), so one function of the page sends a form and reads its answer on either side.
 */
export const browserWriter: ContentWriter = {
  async post<T>(path: string, body: unknown): Promise<T> {
    try {
      return await sendData<T>('post', path, body);
    } catch (error) {
      throw new ContentRequestError(getErrorMessage(error, ''), getErrorStatus(error));
    }
  },
};
