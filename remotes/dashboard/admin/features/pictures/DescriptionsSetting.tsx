import { useId } from 'react';
import { getErrorMessage, useSessionStore } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { EditorSection, QueryState, useStatus } from '@academy/admin-kit';
import { useAccessibilitySettings } from './api/getAccessibilitySettings';
import { useSaveAccessibilitySettings } from './api/saveAccessibilitySettings';
import { PICTURES_TEXTS } from './picturesTexts';
import styles from './pictures.css';

/**
 * The owner's 'Refuse pictures without a description': saved as soon as it is changed (PUT
 * /accessibility). Editors do not see it (the server lets owners alone change it).
 */
export function DescriptionsSetting() {
  const isOwner = useSessionStore((state) => state.user?.role === 'owner');
  return isOwner ? <OwnersSetting /> : null;
}

function OwnersSetting() {
  const query = useAccessibilitySettings();
  const save = useSaveAccessibilitySettings();
  const status = useStatus();
  const id = useId();

  async function change(requireDescriptions: boolean) {
    status.clear();
    try {
      await save.mutateAsync({ requireDescriptions });
      status.show(requireDescriptions ? PICTURES_TEXTS.turnedOn : PICTURES_TEXTS.turnedOff);
    } catch (error) {
      status.show(getErrorMessage(error, PICTURES_TEXTS.settingSaveError));
    }
  }

  return (
    <EditorSection heading={PICTURES_TEXTS.setting}>
      <QueryState query={query} errorText={PICTURES_TEXTS.settingLoadError}>
        {(settings) => (
          <div className={styles.setting}>
            <input
              id={id}
              type="checkbox"
              checked={settings.requireDescriptions}
              disabled={save.isPending}
              aria-describedby={`${id}-hint`}
              onChange={(event) => void change(event.target.checked)}
            />
            <label htmlFor={id}>{PICTURES_TEXTS.setting}</label>
            <p id={`${id}-hint`} className={styles.hint}>
              {PICTURES_TEXTS.settingHint}
            </p>
          </div>
        )}
      </QueryState>
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
