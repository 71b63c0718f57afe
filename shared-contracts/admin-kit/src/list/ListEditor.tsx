import { useState, type ReactNode } from 'react';
import { itemPath, type SectionList } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useCreateListItem } from '../api/createListItem';
import { useDeleteListItem } from '../api/deleteListItem';
import { useContent } from '../api/getContent';
import { useStoreUpdatedItem, useUpdateListItem } from '../api/updateListItem';
import { forgetUnsavedChanges } from '../autosave';
import {
  DEFAULT_CONTENT_LABELS,
  contentFormData,
  editorOf,
  readContent,
  type ContentDraft,
} from '../content/contentFields';
import { ContentForm } from '../content/ContentForm';
import { Button } from '../controls/Button';
import { EditorSection } from '../EditorSection';
import { RevisionHistory } from '../history/RevisionHistory';
import { QueryState } from '../QueryState';
import { confirmDiscard } from '../unsavedChanges';
import { useStatus } from '../useStatus';
import { ListItemCard } from './ListItemCard';
import styles from '../controls/controls.module.css';

export interface ListEditorProps<R> {
  /** The list as the section declares it: its paths, field names, item name and texts. */
  list: SectionList;
  /** A line under an item's title, e.g. a blog's date. */
  detail?: (item: R) => string;
  /** More actions per item, e.g. a blog's 'Manage Details'. */
  itemActions?: (item: R) => ReactNode;
}

type FormState<R> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: R };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a delete says: the item is kept in the trash, where it can be restored ('Team member moved
 * to the trash successfully'; the spec's colour rule makes a line green only when it says 'success').
 */
const movedToTrash = (itemName: string) => `${capitalised(itemName)} moved to the trash successfully`;

/**
 * A list of records with an optional image, edited in place: the add/edit form opens and closes,
 * Edit loads an item into it, a successful save resets and closes it (a new item at the top),
 * and Delete asks first (the item goes to the trash). Opening another item over unsaved changes
 * asks first too. The form keeps its unsaved text in the browser under the item's path (the
 * list's for a new item), and each item has its History.
 */
export function ListEditor<R extends { _id: string }>({ list, detail, itemActions }: ListEditorProps<R>) {
  const { texts, fields } = editorOf(list);
  const { itemName } = list;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...texts.labels };
  const pathOf = (id: string) => itemPath(list, id);
  const query = useContent<R[] | null>(list.path);
  const create = useCreateListItem<R>(list.path);
  const update = useUpdateListItem<R>(list.path, pathOf);
  const remove = useDeleteListItem<R>(list.path, pathOf);
  const storeRestored = useStoreUpdatedItem<R>(list.path, pathOf);
  const status = useStatus();
  const [form, setForm] = useState<FormState<R>>({ mode: 'closed' });
  const [formDirty, setFormDirty] = useState(false);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const formPath = form.mode === 'edit' ? pathOf(form.item._id) : list.path;
  const labelsByField = {
    [fields.title]: labels.title,
    [fields.description]: labels.description,
    [fields.image]: labels.image,
  };

  /** Opens, switches or closes the form; false when the admin keeps unsaved changes instead. */
  function openForm(next: FormState<R>): boolean {
    if (!confirmDiscard(formDirty)) return false;
    status.clear();
    setFormDirty(false);
    setForm(next);
    return true;
  }

  /** A restore replaces the item under an open form of it: the form closes first (asking over changes). */
  const canRestore = (item: R) =>
    form.mode !== 'edit' || form.item._id !== item._id || openForm({ mode: 'closed' });

  async function save(draft: ContentDraft) {
    status.clear();
    const body = contentFormData(fields, draft);
    try {
      if (form.mode === 'edit') await update.mutateAsync({ id: form.item._id, body });
      else await create.mutateAsync(body);
      forgetUnsavedChanges(formPath);
      status.show(form.mode === 'edit' ? texts.updated : texts.created);
      setFormDirty(false);
      setForm({ mode: 'closed' });
    } catch (error) {
      status.show(getErrorMessage(error, texts.saveError));
    }
  }

  async function deleteItem(item: R) {
    if (!window.confirm(texts.deleteConfirm)) return;
    status.clear();
    try {
      await remove.mutateAsync(item._id);
      status.show(movedToTrash(itemName));
      if (form.mode === 'edit' && form.item._id === item._id) setForm({ mode: 'closed' });
    } catch (error) {
      status.show(getErrorMessage(error, texts.deleteError));
    }
  }

  const formHeading = form.mode === 'edit' ? `Edit ${itemName}` : `Add ${itemName}`;

  return (
    <EditorSection heading={texts.heading}>
      <QueryState query={query} errorText={texts.loadError}>
        {(items) => (
          <>
            <div className={styles.actions}>
              <Button
                variant={form.mode === 'add' ? 'secondary' : 'primary'}
                aria-expanded={form.mode === 'add'}
                onClick={() => openForm(form.mode === 'add' ? { mode: 'closed' } : { mode: 'add' })}
              >
                {form.mode === 'add' ? 'Close form' : `Add ${itemName}`}
              </Button>
            </div>
            {form.mode !== 'closed' && (
              <div className={styles.formBox} role="group" aria-label={capitalised(formHeading)}>
                <h3>{capitalised(formHeading)}</h3>
                <ContentForm
                  // A new item, or another item, starts from its own values.
                  key={form.mode === 'edit' ? form.item._id : 'new'}
                  labels={labels}
                  saved={readContent(form.mode === 'edit' ? form.item : null, fields)}
                  saving={saving}
                  progress={create.progress ?? update.progress}
                  onSubmit={(draft) => void save(draft)}
                  onInvalid={status.show}
                  onCancel={() => openForm({ mode: 'closed' })}
                  onDirtyChange={setFormDirty}
                  focusOnOpen
                  autosaveKey={formPath}
                />
              </div>
            )}
            <StatusMessage key={status.key} message={status.text} />
            {items && items.length > 0 ? (
              <ul className={styles.list} aria-label={texts.heading}>
                {items.map((item) => (
                  <ListItemCard
                    key={item._id}
                    values={readContent(item, fields)}
                    detail={detail?.(item)}
                    busy={saving || remove.isPending}
                    onEdit={() => openForm({ mode: 'edit', item })}
                    onDelete={() => void deleteItem(item)}
                    actions={itemActions?.(item)}
                    historyOpen={historyOf === item._id}
                    onToggleHistory={() => setHistoryOf(historyOf === item._id ? null : item._id)}
                    history={
                      <RevisionHistory<R>
                        path={pathOf(item._id)}
                        subject={readContent(item, fields).title}
                        current={item}
                        labels={labelsByField}
                        onRestored={(restored) => void storeRestored(restored)}
                        canRestore={() => canRestore(item)}
                      />
                    }
                  />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{texts.empty}</p>
            )}
          </>
        )}
      </QueryState>
    </EditorSection>
  );
}
