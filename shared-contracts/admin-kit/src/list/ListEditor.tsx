import { useState, type ReactNode } from 'react';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useCreateListItem } from '../api/createListItem';
import { useDeleteListItem } from '../api/deleteListItem';
import { useContent } from '../api/getContent';
import { useUpdateListItem } from '../api/updateListItem';
import {
  DEFAULT_CONTENT_LABELS,
  contentFormData,
  readContent,
  type ContentDraft,
  type ContentFields,
  type ContentLabels,
} from '../content/contentFields';
import { ContentForm } from '../content/ContentForm';
import { Button } from '../controls/Button';
import { EditorSection } from '../EditorSection';
import { QueryState } from '../QueryState';
import { confirmDiscard } from '../unsavedChanges';
import { useStatus } from '../useStatus';
import { ListItemCard } from './ListItemCard';
import styles from '../controls/controls.module.css';

/** The catalogue's texts of one list (spec, section 8), e.g. for the team. */
export interface ListTexts {
  /** 'Failed to load team members' */
  loadError: string;
  /** 'Failed to save team member': a failed add or update without a server reason. */
  saveError: string;
  /** 'Failed to delete team member' */
  deleteError: string;
  /** 'Team member added successfully' */
  created: string;
  /** 'Team member updated successfully' */
  updated: string;
  /** 'Team member deleted successfully' */
  deleted: string;
  /** 'Delete this team member?' */
  deleteConfirm: string;
  /** 'No team members yet.' */
  empty: string;
}

/** Everything that differs between the list editors (team, services, blogs). */
export interface ListEditorConfig<R extends { _id: string }> {
  /** The section's heading, e.g. 'Team members'. */
  heading: string;
  /** One item, in lower case: 'team member' gives 'Add team member'. */
  itemName: string;
  /** GET lists (newest first), POST adds. */
  path: string;
  /** PUT updates, DELETE removes. */
  itemPath: (id: string) => string;
  fields: ContentFields<R>;
  labels?: Partial<ContentLabels>;
  texts: ListTexts;
  /** A line under an item's title, e.g. a blog's date. */
  detail?: (item: R) => string;
  /** More actions per item, e.g. a blog's 'Manage Details'. */
  itemActions?: (item: R) => ReactNode;
}

type FormState<R> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: R };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list of records with an optional image, edited in place: the add/edit form opens and closes,
 * Edit loads an item into it, a successful save resets and closes it (a new item at the top),
 * and Delete asks first. Opening another item over unsaved changes asks first too.
 */
export function ListEditor<R extends { _id: string }>({ config }: { config: ListEditorConfig<R> }) {
  const { fields, texts } = config;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...config.labels };
  const query = useContent<R[] | null>(config.path);
  const create = useCreateListItem<R>(config.path);
  const update = useUpdateListItem<R>(config.path, config.itemPath);
  const remove = useDeleteListItem<R>(config.path, config.itemPath);
  const status = useStatus();
  const [form, setForm] = useState<FormState<R>>({ mode: 'closed' });
  const [formDirty, setFormDirty] = useState(false);
  const saving = create.isPending || update.isPending;

  function openForm(next: FormState<R>) {
    if (!confirmDiscard(formDirty)) return;
    status.clear();
    setFormDirty(false);
    setForm(next);
  }

  async function save(draft: ContentDraft) {
    status.clear();
    const body = contentFormData(fields, draft);
    try {
      if (form.mode === 'edit') await update.mutateAsync({ id: form.item._id, body });
      else await create.mutateAsync(body);
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
      status.show(texts.deleted);
      if (form.mode === 'edit' && form.item._id === item._id) setForm({ mode: 'closed' });
    } catch (error) {
      status.show(getErrorMessage(error, texts.deleteError));
    }
  }

  const formHeading = form.mode === 'edit' ? `Edit ${config.itemName}` : `Add ${config.itemName}`;

  return (
    <EditorSection heading={config.heading}>
      <QueryState query={query} errorText={texts.loadError}>
        {(items) => (
          <>
            <div className={styles.actions}>
              <Button
                variant={form.mode === 'add' ? 'secondary' : 'primary'}
                aria-expanded={form.mode === 'add'}
                onClick={() => openForm(form.mode === 'add' ? { mode: 'closed' } : { mode: 'add' })}
              >
                {form.mode === 'add' ? 'Close form' : `Add ${config.itemName}`}
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
                />
              </div>
            )}
            <StatusMessage key={status.key} message={status.text} />
            {items && items.length > 0 ? (
              <ul className={styles.list} aria-label={config.heading}>
                {items.map((item) => (
                  <ListItemCard
                    key={item._id}
                    values={readContent(item, fields)}
                    detail={config.detail?.(item)}
                    busy={saving || remove.isPending}
                    onEdit={() => openForm({ mode: 'edit', item })}
                    onDelete={() => void deleteItem(item)}
                    actions={config.itemActions?.(item)}
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
