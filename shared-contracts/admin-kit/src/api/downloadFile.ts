import { loadApiClient } from '@academy/runtime';

/** Some browsers read the file after the click returns; the URL is released once they surely have. */
const RELEASE_AFTER_MS = 30_000;

/** The file name the server suggests in Content-Disposition, or the fallback. */
function suggestedName(disposition: unknown, fallbackName: string): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? fallbackName;
}

/**
 * Downloads `path` (an API path with its query) as a file: fetched with the session's token (a
 * plain link would carry none) and handed to the browser under the file name the server
 * suggests, or `fallbackName` when it suggests none. The exports of the admin screens (the
 * contact inbox's, the activity's) are the staff's alone, so they come this way.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response.headers['content-disposition'], fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
