import { useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { Button, EditorSection, RevisionHistory, useStatus } from '@academy/admin-kit';
import { type Navigation, navigationPaths } from '@academy/contracts';
import { useSaveNavigation } from './api/saveNavigation';
import { AddLinkForm } from './AddLinkForm';
import { MenuEntryList } from './MenuEntryList';
import { draftOf, menuDrafts, navigationOf } from './menuDrafts';
import { NAVIGATION_TEXTS } from './navigationTexts';

/** The menu's entries as saved, arranged on the screen until Save; its History restores an earlier one. */
export function NavigationEditor({ saved }: { saved: Navigation }) {
  const [drafts, setDrafts] = useState(() => menuDrafts(saved));
  const save = useSaveNavigation();
  const status = useStatus();
  const showSaved = (navigation: Navigation) => setDrafts(menuDrafts(navigation));

  async function saveMenu() {
    status.clear();
    try {
      showSaved(await save.mutateAsync(navigationOf(drafts)));
      status.show(NAVIGATION_TEXTS.saved);
    } catch (error) {
      status.show(getErrorMessage(error, NAVIGATION_TEXTS.saveError));
    }
  }

  return (
    <>
      <EditorSection heading={NAVIGATION_TEXTS.heading}>
        <MenuEntryList drafts={drafts} onChange={setDrafts} />
        <StatusMessage key={status.key} message={status.text} />
        <div>
          <Button variant="primary" disabled={save.isPending} onClick={() => void saveMenu()}>
            {save.isPending ? NAVIGATION_TEXTS.saving : NAVIGATION_TEXTS.save}
          </Button>
        </div>
        <RevisionHistory<Navigation>
          path={navigationPaths.menu}
          subject={NAVIGATION_TEXTS.history}
          current={saved}
          labels={{ entries: NAVIGATION_TEXTS.heading }}
          onRestored={showSaved}
        />
      </EditorSection>
      <AddLinkForm onAdd={(link) => setDrafts((current) => [...current, draftOf(link)])} />
    </>
  );
}
