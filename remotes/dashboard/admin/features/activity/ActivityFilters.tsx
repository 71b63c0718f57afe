import { TableFilter } from '@academy/admin-kit';
import { AUDIT_ACTIONS, auditActionLabel } from '@academy/contracts';
import { useStaff } from '../team/api/getStaff';
import type { AuditFilters } from './api/getAudit';
import styles from './activity.css';

interface ActivityFiltersProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Which entries to show: one account, one action, and the days from and to (both included). */
export function ActivityFilters({ filters, onChange }: ActivityFiltersProps) {
  // Without the accounts (still loading, or refused) the log is still readable, unfiltered by account.
  const accounts = useStaff().data?.accounts ?? [];
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.filters}>
      <TableFilter label="Account" className={styles.filter}>
        <select value={filters.account} onChange={(event) => set({ account: event.target.value })}>
          <option value="">Every account</option>
          {accounts.map((account) => (
            <option key={account._id} value={account._id}>
              {account.name}
            </option>
          ))}
        </select>
      </TableFilter>
      <TableFilter label="Action" className={styles.filter}>
        <select value={filters.action} onChange={(event) => set({ action: event.target.value })}>
          <option value="">Every action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </select>
      </TableFilter>
      <TableFilter label="From" className={styles.filter}>
        <input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </TableFilter>
      <TableFilter label="To" className={styles.filter}>
        <input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </TableFilter>
    </div>
  );
}
