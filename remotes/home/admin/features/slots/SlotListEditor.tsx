import { useState } from 'react';
import { HOME_SLOT_POSITIONS, type SlotPosition } from '@academy/contracts';
import {
  ContentEditorPanel,
  EditorSection,
  QueryState,
  confirmDiscard,
  useContent,
  type ContentFields,
} from '@academy/admin-kit';

/** What differs between the home page's service slots and blog slots. */
export interface SlotListConfig<S> {
  heading: string;
  /** Names one slot: 'Service' gives 'Service 1'. */
  itemName: string;
  /** GET lists the slots; POST (multipart, with `position`) saves one. */
  path: string;
  fields: ContentFields<S>;
  loadErrorText: string;
  saveErrorText: string;
}

type Slot = { position: SlotPosition };

/** The slots with `saved` in its position's place. */
function withSaved<S extends Slot>(slots: S[] | null | undefined, saved: S): S[] {
  return [...(slots ?? []).filter((slot) => slot.position !== saved.position), saved];
}

/**
 * The fixed slots 1-3, edited one at a time: opening a slot closes the one open before, after
 * asking when that one holds unsaved changes.
 */
export function SlotListEditor<S extends Slot>({ config }: { config: SlotListConfig<S> }) {
  const query = useContent<S[] | null>(config.path);
  const [openPosition, setOpenPosition] = useState<SlotPosition | null>(null);
  const [openDirty, setOpenDirty] = useState(false);

  function setEditing(position: SlotPosition, editing: boolean) {
    if (editing && openPosition !== null && openPosition !== position && !confirmDiscard(openDirty)) return;
    setOpenDirty(false);
    // A save finishing in one slot must not close another slot opened meanwhile.
    setOpenPosition((open) => (editing ? position : open === position ? null : open));
  }

  return (
    <EditorSection heading={config.heading}>
      <QueryState query={query} errorText={config.loadErrorText}>
        {(slots) =>
          HOME_SLOT_POSITIONS.map((position) => {
            const name = `${config.itemName} ${position}`;
            return (
              <EditorSection key={position} heading={name} level={3}>
                <ContentEditorPanel
                  subject={name}
                  fields={config.fields}
                  record={slots?.find((slot) => slot.position === position) ?? null}
                  editing={openPosition === position}
                  onEditingChange={(editing) => setEditing(position, editing)}
                  onDirtyChange={openPosition === position ? setOpenDirty : undefined}
                  request={{ method: 'post', path: config.path, merge: withSaved }}
                  extraFields={{ position: String(position) }}
                  messages={{ success: `${name} saved successfully`, failure: config.saveErrorText }}
                />
              </EditorSection>
            );
          })
        }
      </QueryState>
    </EditorSection>
  );
}
