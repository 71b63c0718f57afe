import satisfies from 'semver/functions/satisfies';
import { ScrollingTable } from '@academy/admin-kit';
import type { SharedModule } from '@academy/contracts';
import { RELEASE_TEXTS } from './releaseTexts';
import styles from './releases.css';

/**
 * Whether the shell's copy serves what the release requires. None at all does not: the release
 * would bring its own, a second React or store beside the page's.
 */
const isProvided = ({ requiredVersion, providedVersion }: SharedModule) =>
  providedVersion !== null && (requiredVersion === null || satisfies(providedVersion, requiredVersion));

/**
 * The shared modules a release requires and the versions the shell provides; a module whose
 * provided version is outside the required range is marked in words, not by colour alone.
 */
export function SharedModules({ remote, modules }: { remote: string; modules: SharedModule[] }) {
  if (modules.length === 0) return <p className={styles.empty}>{RELEASE_TEXTS.noShared}</p>;
  return (
    <ScrollingTable label={`Shared modules of ${remote}`} minWidth="30rem">
      <caption className={styles.caption}>{RELEASE_TEXTS.shared}</caption>
      <thead>
        <tr>
          <th scope="col">Module</th>
          <th scope="col">Required</th>
          <th scope="col">Provided by the shell</th>
          <th scope="col">Match</th>
        </tr>
      </thead>
      <tbody>
        {modules.map((module) => {
          const provided = isProvided(module);
          return (
            <tr key={module.name}>
              <th scope="row" className={styles.code}>
                {module.name}
              </th>
              <td className={styles.code}>{module.requiredVersion ?? RELEASE_TEXTS.anyVersion}</td>
              <td className={styles.code}>{module.providedVersion ?? RELEASE_TEXTS.notProvided}</td>
              <td className={provided ? undefined : styles.mismatch}>
                {provided ? RELEASE_TEXTS.matches : RELEASE_TEXTS.mismatch}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollingTable>
  );
}
