import fs from 'node:fs/promises';
import path from 'node:path';
import { type PartValue, multipartBody } from './multipart';
import { api, type AuthHeaders, type TestApp } from './testApp';

/** An uploaded image's public path: a random name chosen by the server, with the image's size. */
export const UPLOAD_PATH = expect.stringMatching(
  /^\/uploads\/[0-9a-f]{32}-[1-9][0-9]*x[1-9][0-9]*-avif\.webp$/,
);

/**
 * Calls to the content API of a test app, as the admin screens make them: multipart writes with
 * the administrator's session (or the headers given), plain reads. The app and the headers are
 * read when a call is made, so a describe block can create them in its beforeAll.
 */
export function contentClient(current: () => { t: TestApp; headers: AuthHeaders }) {
  async function send(
    method: 'POST' | 'PUT',
    route: string,
    parts: Record<string, PartValue>,
    auth?: AuthHeaders,
  ) {
    const { t, headers } = current();
    const body = await multipartBody(parts);
    return t.app.inject({
      method,
      url: api(route),
      payload: body.payload,
      headers: { ...(auth ?? headers), ...body.headers },
    });
  }
  const fileOf = (uploadPath: string) => path.join(current().t.dataDir, 'uploads', path.basename(uploadPath));
  return {
    send,
    get: (route: string) => current().t.app.inject({ method: 'GET', url: api(route) }),
    remove: (route: string, auth?: AuthHeaders) =>
      current().t.app.inject({ method: 'DELETE', url: api(route), headers: auth ?? current().headers }),
    /** The file on disk behind an upload's public path. */
    fileOf,
    /** Whether that file is in the served folder. */
    onDisk: (uploadPath: string) =>
      fs.stat(fileOf(uploadPath)).then(
        () => true,
        () => false,
      ),
  };
}
