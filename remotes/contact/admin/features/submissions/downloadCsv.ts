import { loadApiClient } from '@academy/runtime';
import contact from '../../../section';

const FALLBACK_NAME = 'contact-submissions.csv';
/** Some browsers read the file after the click returns; the URL is released once they surely have. */
const RELEASE_AFTER_MS = 30_000;

/** The file name the server suggests in Content-Disposition. */
function suggestedName(disposition: unknown): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * Downloads every submission as CSV. The export is admin-only, so it is fetched with the
 * session's token (a plain link would carry none) and handed to the browser as a file.
 */
export async function downloadSubmissionsCsv(): Promise<void> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(`${contact.paths.submissions}.csv`, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response.headers['content-disposition']);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
