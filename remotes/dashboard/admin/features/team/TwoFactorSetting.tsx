import { useId } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { EditorSection, QueryState, useStatus } from '@academy/admin-kit';
import { useStaff } from './api/getStaff';
import { useSaveStaffSettings } from './api/saveStaffSettings';
import { TEAM_TEXTS } from './teamTexts';
import styles from './team.css';

/** Whether every account must sign in with a second factor, saved as soon as it is ticked. */
export function TwoFactorSetting() {
  const query = useStaff();
  const save = useSaveStaffSettings();
  const status = useStatus();
  const hintId = useId();

  async function saveRequirement(requireTwoFactor: boolean) {
    status.clear();
    try {
      await save.mutateAsync({ requireTwoFactor });
      status.show(TEAM_TEXTS.twoFactorSaved);
    } catch (error) {
      status.show(getErrorMessage(error, TEAM_TEXTS.twoFactorError));
    }
  }

  return (
    <EditorSection heading={TEAM_TEXTS.signIn}>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={TEAM_TEXTS.loadError}>
        {({ requireTwoFactor }) => (
          <>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={requireTwoFactor}
                disabled={save.isPending}
                aria-describedby={hintId}
                onChange={(event) => void saveRequirement(event.target.checked)}
              />
              {TEAM_TEXTS.requireTwoFactor}
            </label>
            <p id={hintId} className={styles.hint}>
              {TEAM_TEXTS.requireTwoFactorHint}
            </p>
          </>
        )}
      </QueryState>
    </EditorSection>
  );
}
