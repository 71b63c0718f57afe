import { loadApiClient } from '@academy/runtime';
import { staffPaths } from '@academy/contracts';
import { auditQuery, type AuditFilters } from './getAudit';

const FALLBACK_NAME = 'activity.csv';
/** Some browsers read the file after the click returns; the URL is released once they surely have. */
const RELEASE_AFTER_MS = 30_000;

/** The file name the server suggests in Content-Disposition. */
function suggestedName(disposition: unknown): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * Downloads the audit log's entries that match the filters (every page) as CSV. It is the
 * owner's alone, so it is fetched with the session's token (a plain link would carry none) and
 * handed to the browser as a file, as the contact inbox's export is.
 */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const client = await loadApiClient();
  const response = await client.get<Blob>(`${staffPaths.auditCsv}${auditQuery(filters)}`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response.headers['content-disposition']);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
