import { useState } from 'react';
import {
  apiPaths,
  getData,
  resolveImageUrl,
  sendData,
  useSettingsStore,
  type DashboardHero,
} from 'shared-contracts';
import { EditorSection, PageState, StatusMessage, useLoad, useSaveAction } from 'shared-contracts/ui';
import { DashboardSettingsForm, type SettingsDraft } from './DashboardSettingsForm';
import styles from '../editorView.css';

const NOTHING_SAVED: DashboardHero = { name: '', logo: '' };

/** The institute's name and logo, shown in the admin header (and cached for the next visit). */
export function DashboardSettingsEditor() {
  const { state, update } = useLoad(() => getData<DashboardHero | null>(apiPaths.dashboard.hero));
  const [editing, setEditing] = useState(false);
  const { status, setStatus, saving, progress, run } = useSaveAction();

  function toggle(next: boolean) {
    setStatus('');
    setEditing(next);
  }

  async function save(draft: SettingsDraft, saved: DashboardHero) {
    // A logo stored earlier counts: the admin need not upload it again to rename the institute.
    if (!draft.name.trim() || (!draft.logo && !saved.logo)) {
      setStatus('Name and logo are required');
      return;
    }
    const body = new FormData();
    body.append('name', draft.name.trim());
    if (draft.logo) body.append('logo', draft.logo);
    const result = await run(
      (onUploadProgress) =>
        sendData<DashboardHero>('post', apiPaths.dashboard.hero, body, { onUploadProgress }),
      { success: 'Settings saved successfully', failure: 'Failed to save settings' },
    );
    if (result.ok) {
      update(() => result.data);
      useSettingsStore.getState().applyDashboard(result.data);
      setEditing(false);
    }
  }

  return (
    <EditorSection heading="Institute name and logo">
      <PageState state={state} errorText="Failed to load dashboard settings" variant="section">
        {(loaded) => {
          const saved = loaded ?? NOTHING_SAVED;
          return editing ? (
            <DashboardSettingsForm
              saved={saved}
              saving={saving}
              progress={progress}
              onSubmit={(draft) => void save(draft, saved)}
              onCancel={() => toggle(false)}
            />
          ) : (
            <div className={styles.view}>
              <p>{saved.name || 'No name saved yet.'}</p>
              {saved.logo && (
                <img
                  className={styles.logo}
                  src={resolveImageUrl(saved.logo)}
                  alt={`${saved.name || 'Institute'} logo`}
                  width={100}
                  height={100}
                />
              )}
              <button type="button" onClick={() => toggle(true)} aria-label="Edit institute name and logo">
                Edit
              </button>
            </div>
          );
        }}
      </PageState>
      <StatusMessage message={status} />
    </EditorSection>
  );
}
