import { downloadFile } from '@academy/admin-kit';
import { staffPaths } from '@academy/contracts';
import { auditQuery, type AuditFilters } from './getAudit';

/**
 * Downloads the audit log's entries that match the filters (every page) as CSV. It is the
 * owner's alone, so it comes through the kit's `downloadFile`, as the contact inbox's export does.
 */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadFile(`${staffPaths.auditCsv}${auditQuery(filters)}`, 'activity.csv');
}
