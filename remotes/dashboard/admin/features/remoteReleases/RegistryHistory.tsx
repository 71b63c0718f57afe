import { ScrollingTable, formatDateTime } from '@academy/admin-kit';
import type { RegistryChange } from '@academy/contracts';
import { describeDetails } from './analysisDetails';
import { RELEASE_TEXTS, actionName } from './releaseTexts';
import styles from './releases.css';

/** The remote's registry changes, newest first: what changed, from which manifest to which, who, when, and why (canary analysis's figures). */
export function RegistryHistory({ remote, history }: { remote: string; history: RegistryChange[] }) {
  if (history.length === 0) return <p className={styles.empty}>{RELEASE_TEXTS.noHistory}</p>;
  return (
    <ScrollingTable label={`History of ${remote}`} minWidth="48rem">
      <caption className={styles.caption}>{RELEASE_TEXTS.history}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Change</th>
          <th scope="col">From → to</th>
          <th scope="col">By</th>
          <th scope="col">Figures</th>
        </tr>
      </thead>
      <tbody>
        {history.map((change, index) => (
          <tr key={`${change.at} ${index}`}>
            <td className={styles.nowrap}>
              <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </td>
            <td>{actionName(change.action, change.percent)}</td>
            <td className={styles.code}>
              {change.from ?? 'none'} → {change.to ?? 'none'}
            </td>
            <td>{change.by}</td>
            <td>{change.details ? describeDetails(change.details) : ''}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
