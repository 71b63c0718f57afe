import { loadApiClient } from '@academy/runtime';

/** Some browsers read the file after the click returns; the URL is released once they surely have. */
const RELEASE_AFTER_MS = 30_000;

/** The file name the server suggests in Content-Disposition, or the fallback. */
function suggestedName(disposition: unknown, fallbackName: string): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? fallbackName;
}

/**
 * An error's body arrives as a file too: it is read back into the envelope, so the caller shows
 * the server's sentence as it does for any other call.
 */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });

async function readErrorBody(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response?.data instanceof Blob) {
    try {
      response.data = JSON.parse(await textOf(response.data)) as unknown;
    } catch {
      // Not JSON (a proxy's page, say): the caller's fallback sentence stands.
    }
  }
  throw error;
}

/**
 * Downloads `path` (an API path with its query) as a file: fetched with the session's token (a
 * plain link would carry none) and handed to the browser under the file name the server
 * suggests, or `fallbackName` when it suggests none. The exports of the admin screens (the
 * contact inbox's, the activity's) are the staff's alone, so they come this way.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(path, { responseType: 'blob' }).catch(readErrorBody);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response.headers['content-disposition'], fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
