import { QueryState, ScrollingTable } from '@academy/admin-kit';
import { useRemoteHealth } from './api/getRemoteHealth';
import { RELEASE_TEXTS, armName, countOfViews, formatCls, formatMs, formatShare } from './releaseTexts';
import styles from './releases.css';

interface ReleaseHealthProps {
  remote: string;
  minutes: number;
  /** What span the figures cover ('Last hour'): the table's caption. */
  caption: string;
}

/**
 * What visitors lived through with each release and arm of a remote over the last `minutes`:
 * views, the share of views with an error and of each kind, the slots server rendering left to
 * the browser, and the Web Vitals' p75.
 */
export function ReleaseHealth({ remote, minutes, caption }: ReleaseHealthProps) {
  const query = useRemoteHealth(remote, minutes);
  return (
    <QueryState query={query} errorText={RELEASE_TEXTS.healthError}>
      {({ releases }) =>
        releases.length === 0 ? (
          <p className={styles.empty}>
            {caption}: {RELEASE_TEXTS.noViews}
          </p>
        ) : (
          <ScrollingTable label={`Health of ${remote}, ${caption.toLowerCase()}`} minWidth="52rem">
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Release</th>
                <th scope="col">Views</th>
                <th scope="col">With an error</th>
                <th scope="col">Load errors</th>
                <th scope="col">Render errors</th>
                <th scope="col">Script errors</th>
                <th scope="col">Left to the browser</th>
                <th scope="col">LCP p75</th>
                <th scope="col">INP p75</th>
                <th scope="col">CLS p75</th>
              </tr>
            </thead>
            <tbody>
              {releases.map((figures) => (
                <tr key={`${figures.arm} ${figures.release}`}>
                  <th scope="row">
                    {armName(figures.arm)} <span className={styles.code}>{figures.release}</span>
                  </th>
                  <td>{figures.views}</td>
                  <td>
                    {figures.errorViews} ({formatShare(figures.errorRate)})
                  </td>
                  <td>{countOfViews(figures.errors.load, figures.views)}</td>
                  <td>{countOfViews(figures.errors.render, figures.views)}</td>
                  <td>{countOfViews(figures.errors.script, figures.views)}</td>
                  <td>{figures.errors.server}</td>
                  <td>{formatMs(figures.lcpP75)}</td>
                  <td>{formatMs(figures.inpP75)}</td>
                  <td>{formatCls(figures.clsP75)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        )
      }
    </QueryState>
  );
}
