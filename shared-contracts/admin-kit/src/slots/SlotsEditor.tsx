import { useState } from 'react';
import type { SectionSlots } from '@academy/contracts';
import { useContent } from '../api/getContent';
import { ContentEditorPanel } from '../content/ContentEditorPanel';
import { editorOf } from '../content/contentFields';
import { EditorSection } from '../EditorSection';
import { QueryState } from '../QueryState';
import { confirmDiscard } from '../unsavedChanges';

type Slot = { position: number };

/** The slots with `saved` in its position's place. */
function withSaved<S extends Slot>(slots: S[] | null | undefined, saved: S): S[] {
  return [...(slots ?? []).filter((slot) => slot.position !== saved.position), saved];
}

/**
 * A section's numbered slots (home's 3 services), edited one at a time, from its definition:
 * opening a slot closes the one open before, after asking when that one holds unsaved changes.
 * `page` is the public page where they show, which Preview opens.
 */
export function SlotsEditor({ slots: declared, page }: { slots: SectionSlots; page: string }) {
  const { texts: editor, fields } = editorOf(declared);
  const { path, positions } = declared;
  const query = useContent<Slot[] | null>(path);
  const [openPosition, setOpenPosition] = useState<number | null>(null);
  const [openDirty, setOpenDirty] = useState(false);

  function setEditing(position: number, editing: boolean) {
    if (editing && openPosition !== null && openPosition !== position && !confirmDiscard(openDirty)) return;
    setOpenDirty(false);
    // A save finishing in one slot must not close another slot opened meanwhile.
    setOpenPosition((open) => (editing ? position : open === position ? null : open));
  }

  return (
    <EditorSection heading={editor.heading}>
      <QueryState query={query} errorText={editor.loadError}>
        {(slots) =>
          positions.map((position) => {
            const name = `${editor.itemName} ${position}`;
            return (
              <EditorSection key={position} heading={name} level={3}>
                <ContentEditorPanel
                  subject={name}
                  fields={fields}
                  record={slots?.find((slot) => slot.position === position) ?? null}
                  editing={openPosition === position}
                  onEditingChange={(editing) => setEditing(position, editing)}
                  onDirtyChange={openPosition === position ? setOpenDirty : undefined}
                  request={{ method: 'post', path, merge: withSaved }}
                  recordPath={`${path}/${position}`}
                  page={page}
                  extraFields={{ position: String(position) }}
                  messages={{ success: `${name} saved successfully`, failure: editor.saveError }}
                />
              </EditorSection>
            );
          })
        }
      </QueryState>
    </EditorSection>
  );
}
