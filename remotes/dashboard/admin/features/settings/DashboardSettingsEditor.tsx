import { useSettingsStore } from '@academy/runtime';
import type { DashboardHero } from '@academy/contracts';
import { imageUrl } from '@academy/ui';
import { EditorSection, QueryState, RecordEditCycle, sectionPage, useContent } from '@academy/admin-kit';
import { DashboardSettingsForm, type SettingsDraft } from './DashboardSettingsForm';
import dashboard from '../../../section';
import styles from '../editorView.css';

const NOTHING_SAVED: DashboardHero = { _id: '', name: '', logo: '' };

function settingsBody(draft: SettingsDraft): FormData {
  const body = new FormData();
  body.append('name', draft.name.trim());
  if (draft.logo) body.append('logo', draft.logo);
  return body;
}

/** The institute's name and logo, shown in the admin header (and cached for the next visit). */
export function DashboardSettingsEditor() {
  const { path } = dashboard.records.hero;
  const query = useContent<DashboardHero | null>(path);
  return (
    <EditorSection heading="Institute name and logo">
      <QueryState query={query} errorText="Failed to load dashboard settings">
        {(loaded) => {
          const saved = loaded ?? NOTHING_SAVED;
          return (
            <RecordEditCycle<DashboardHero, SettingsDraft>
              subject="institute name and logo"
              request={{ method: 'post', path }}
              record={{
                path,
                // The name and logo head every page; the section's own page is one of them.
                page: sectionPage(dashboard),
                stored: loaded,
                labels: { name: 'Institute name', logo: 'Logo' },
              }}
              body={settingsBody}
              messages={{ success: 'Settings saved successfully', failure: 'Failed to save settings' }}
              onSaved={(stored) => useSettingsStore.getState().applyDashboard(stored)}
              view={
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
                </div>
              }
              form={(controls, _failure, draft) => (
                <DashboardSettingsForm saved={draft ?? saved} {...controls} />
              )}
            />
          );
        }}
      </QueryState>
    </EditorSection>
  );
}
