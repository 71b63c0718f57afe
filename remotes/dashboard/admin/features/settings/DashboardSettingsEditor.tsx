import { useState } from 'react';
import { getErrorMessage, useSettingsStore } from '@academy/runtime';
import type { DashboardHero } from '@academy/contracts';
import { imageUrl, StatusMessage } from '@academy/ui';
import { Button, EditorSection, QueryState, useContent, useSaveRecord, useStatus } from '@academy/admin-kit';
import { DashboardSettingsForm, type SettingsDraft } from './DashboardSettingsForm';
import dashboard from '../../../section';
import styles from '../editorView.css';

const NOTHING_SAVED: DashboardHero = { _id: '', name: '', logo: '' };

/** The institute's name and logo, shown in the admin header (and cached for the next visit). */
export function DashboardSettingsEditor() {
  const query = useContent<DashboardHero | null>(dashboard.records.hero.path);
  const save = useSaveRecord<DashboardHero>({ method: 'post', path: dashboard.records.hero.path });
  const [editing, setEditing] = useState(false);
  const status = useStatus();

  function toggle(next: boolean) {
    status.clear();
    setEditing(next);
  }

  async function submit(draft: SettingsDraft) {
    const body = new FormData();
    body.append('name', draft.name.trim());
    if (draft.logo) body.append('logo', draft.logo);
    status.clear();
    try {
      const saved = await save.mutateAsync(body);
      useSettingsStore.getState().applyDashboard(saved);
      status.show('Settings saved successfully');
      setEditing(false);
    } catch (error) {
      status.show(getErrorMessage(error, 'Failed to save settings'));
    }
  }

  return (
    <EditorSection heading="Institute name and logo">
      <QueryState query={query} errorText="Failed to load dashboard settings">
        {(loaded) => {
          const saved = loaded ?? NOTHING_SAVED;
          return editing ? (
            <DashboardSettingsForm
              saved={saved}
              saving={save.isPending}
              progress={save.progress}
              onSubmit={(draft) => void submit(draft)}
              onInvalid={status.show}
              onCancel={() => toggle(false)}
            />
          ) : (
            <div className={styles.view}>
              <p>{saved.name || 'No name saved yet.'}</p>
              {saved.logo && (
                <img
                  className={styles.logo}
                  src={imageUrl(saved.logo)}
                  alt={`${saved.name || 'Institute'} logo`}
                  width={100}
                  height={100}
                />
              )}
              <Button onClick={() => toggle(true)} aria-label="Edit institute name and logo">
                Edit
              </Button>
            </div>
          );
        }}
      </QueryState>
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
