import { useState } from 'react';
import { HOME_SLOT_POSITIONS, getData, type SlotPosition } from 'shared-contracts';
import {
  ContentEditorPanel,
  EditorSection,
  PageState,
  useLoad,
  type ContentFields,
} from 'shared-contracts/ui';

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

function withSaved<S extends Slot>(slots: S[] | null, saved: S): S[] {
  return [...(slots ?? []).filter((slot) => slot.position !== saved.position), saved];
}

/**
 * The fixed slots 1-3, edited one at a time: opening a slot closes the one open before
 * (its unsaved draft is dropped, as Cancel would).
 */
export function SlotListEditor<S extends Slot>({ config }: { config: SlotListConfig<S> }) {
  const { state, update } = useLoad(() => getData<S[] | null>(config.path), [config.path]);
  const [openPosition, setOpenPosition] = useState<SlotPosition | null>(null);

  function setEditing(position: SlotPosition, editing: boolean) {
    // A save finishing in one slot must not close another slot opened meanwhile.
    setOpenPosition((open) => (editing ? position : open === position ? null : open));
  }

  return (
    <EditorSection heading={config.heading}>
      <PageState state={state} errorText={config.loadErrorText} variant="section">
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
                  onSaved={(saved) => update((current) => withSaved(current, saved))}
                  request={{ method: 'post', path: config.path, extraFields: { position: String(position) } }}
                  messages={{ success: `${name} saved successfully`, failure: config.saveErrorText }}
                />
              </EditorSection>
            );
          })
        }
      </PageState>
    </EditorSection>
  );
}
