import { useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { Button, EditorSection, RevisionHistory, conflictOf, useStatus } from '@academy/admin-kit';
import { type ConflictDetails, navigationPaths } from '@academy/contracts';
import { type StoredMenu, useReloadNavigation } from './api/getNavigation';
import { useSaveNavigation } from './api/saveNavigation';
import { AddLinkForm } from './AddLinkForm';
import { MenuConflict } from './MenuConflict';
import { MenuEntryList } from './MenuEntryList';
import { draftOf, menuDrafts, navigationOf } from './menuDrafts';
import { NAVIGATION_TEXTS } from './navigationTexts';

/**
 * The menu's entries as saved, arranged on the screen until Save; its History restores an earlier
 * one. Both send the revision the screen last read or saved (If-Match): when someone else saved
 * the menu since, the two menus are shown side by side to keep mine or take theirs.
 */
export function NavigationEditor({ saved }: { saved: StoredMenu }) {
  const [stored, setStored] = useState(saved);
  const [drafts, setDrafts] = useState(() => menuDrafts(saved));
  const [conflict, setConflict] = useState<ConflictDetails | null>(null);
  const save = useSaveNavigation();
  const reload = useReloadNavigation();
  const status = useStatus();
  const showSaved = (menu: StoredMenu) => {
    setStored(menu);
    setDrafts(menuDrafts(menu));
    setConflict(null);
  };

  /** Saves the entries from `revision`: the one read, or the one a 409 named (keep mine). */
  async function saveMenu(revision: string) {
    status.clear();
    try {
      showSaved(await save.mutateAsync({ navigation: navigationOf(drafts), revision }));
      status.show(NAVIGATION_TEXTS.saved);
    } catch (error) {
      setConflict(conflictOf(error) ?? null);
      status.show(getErrorMessage(error, NAVIGATION_TEXTS.saveError));
    }
  }

  async function takeTheirs() {
    status.clear();
    try {
      showSaved(await reload());
    } catch (error) {
      status.show(getErrorMessage(error, NAVIGATION_TEXTS.reloadError));
    }
  }

  return (
    <>
      <EditorSection heading={NAVIGATION_TEXTS.heading}>
        <MenuEntryList drafts={drafts} onChange={setDrafts} />
        <StatusMessage key={status.key} message={status.text} />
        {conflict ? (
          <MenuConflict
            conflict={conflict}
            mine={navigationOf(drafts).entries}
            busy={save.isPending}
            onKeepMine={() => void saveMenu(conflict.revision)}
            onTakeTheirs={() => void takeTheirs()}
          />
        ) : (
          <div>
            <Button
              variant="primary"
              disabled={save.isPending}
              onClick={() => void saveMenu(stored.revision)}
            >
              {save.isPending ? NAVIGATION_TEXTS.saving : NAVIGATION_TEXTS.save}
            </Button>
          </div>
        )}
        <RevisionHistory<StoredMenu>
          path={navigationPaths.menu}
          subject={NAVIGATION_TEXTS.history}
          current={stored}
          labels={{ entries: NAVIGATION_TEXTS.heading }}
          onRestored={showSaved}
        />
      </EditorSection>
      <AddLinkForm onAdd={(link) => setDrafts((current) => [...current, draftOf(link)])} />
    </>
  );
}
