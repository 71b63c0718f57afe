import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { staffPaths, type AuditPage } from '@academy/contracts';

/** The Activity screen's filters as its fields hold them; '' is "any". */
export interface AuditFilters {
  account: string;
  action: string;
  /** Days as a date input gives them (YYYY-MM-DD), in the administrator's time zone. */
  from: string;
  to: string;
}

/** A day's first and last moments where the administrator is, as the server takes them (ISO). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** `?account=&action=&from=&to=` with only the filters set (and `page` when given). */
export function auditQuery({ account, action, from, to }: AuditFilters, page?: number): string {
  const params = new URLSearchParams();
  if (account) params.set('account', account);
  if (action) params.set('action', action);
  if (from) params.set('from', startOfDay(from));
  if (to) params.set('to', endOfDay(to));
  if (page !== undefined) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * GET one page of the audit log (owner only), newest first. The page shown stays while the
 * next filters' or page's answer is on its way.
 */
export function useAudit(filters: AuditFilters, page: number) {
  const path = `${staffPaths.audit}${auditQuery(filters, page)}`;
  return useQuery({
    queryKey: ['audit', path],
    queryFn: () => getData<AuditPage>(path),
    placeholderData: keepPreviousData,
  });
}
