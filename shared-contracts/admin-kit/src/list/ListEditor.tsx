import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  itemPath,
  type ContentFieldNames,
  type EditorField,
  type ListBulkAction,
  type ListEditorTexts,
  type ListItemState,
  type SearchFields,
  type SectionList,
} from '@academy/contracts';
import { getErrorMessage, useSettingsStore } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { useBulkListAction } from '../api/bulkListItems';
import { useCreateListItem } from '../api/createListItem';
import { useDeleteListItem } from '../api/deleteListItem';
import { draftKey, useDraft, useForgetDraft } from '../api/getDraft';
import { useListWithDrafts, useRefreshList } from '../api/getListWithDrafts';
import { usePublishDraft } from '../api/publishDraft';
import { useSaveDraft } from '../api/saveDraft';
import { useStoreUpdatedItem, useUpdateListItem } from '../api/updateListItem';
import { forgetUnsavedChanges } from '../autosave';
import {
  DEFAULT_CONTENT_LABELS,
  contentFormData,
  readContent,
  type ContentDraft,
  type ContentValues,
} from '../content/contentFields';
import { ContentForm } from '../content/ContentForm';
import { Button } from '../controls/Button';
import { DraftButtons } from '../drafts/DraftButtons';
import { DRAFT_PUBLISHED, DRAFT_SAVED, PUBLISH_DRAFT_FAILED, SAVE_DRAFT_FAILED } from '../drafts/draftTexts';
import { PreviewButton } from '../drafts/PreviewButton';
import { SaveChoicesProvider, useSaveIntent, type SaveIntent } from '../drafts/saveChoices';
import { itemBadge, localInputValue, publishTime } from '../drafts/schedule';
import { useDraftActions } from '../drafts/useDraftActions';
import { formatDateTime } from '../formatDateTime';
import { EditorSection } from '../EditorSection';
import { fieldLabels, fieldTexts, fieldsBody, sentValues, type FieldsDraft } from '../fields/editorFields';
import { FieldsForm } from '../fields/FieldsForm';
import { RevisionHistory } from '../history/RevisionHistory';
import { PresenceNotice } from '../presence/PresenceNotice';
import { QueryState } from '../QueryState';
import { SelectAll, SelectRow, type RowSelection } from '../table/RowSelection';
import { confirmDiscard } from '../unsavedChanges';
import { useStatus } from '../useStatus';
import { type BulkAction, BulkActions, useBulkChoice } from './BulkActions';
import { type ItemWrite, useItemConflicts } from './itemConflicts';
import { ListItemCard } from './ListItemCard';
import styles from '../controls/controls.module.css';
import { revisionOf } from '../conflicts/revisions';

export interface ListEditorProps<R> {
  /** The list as the section declares it: its paths, field names, item name and texts. */
  list: SectionList;
  /** The section's public page, which Preview opens for a list without pages of its items (`itemPage`). */
  page: string;
  /** A line under an item's title, e.g. a blog's date. */
  detail?: (item: R) => string;
  /** More actions per item, e.g. a blog's 'Manage Details'. */
  itemActions?: (item: R) => ReactNode;
  /**
   * Asked before a delete, and before a save that publishes (not a draft), what else the write
   * does: a sentence the confirmation adds ('2 visitors with a booked trial will be told it is
   * cancelled.'), or nothing to go on as usual. A delete then asks '<deleteConfirm> <sentence>',
   * a save '<sentence> Save this <item name>?'; declined, nothing is sent. A failure to find out
   * is shown in the status line and nothing is sent.
   */
  confirmWrite?: (write: ListWrite<R>) => Promise<string | null | undefined> | string | null | undefined;
  /**
   * Opens an item's form from outside the list (a week grid's class chosen): a new object each
   * time, `{ id }`; unsaved changes of another open form are asked about first.
   */
  openItem?: { id: string } | null;
}

/**
 * A write a list editor is about to send, for `confirmWrite`: a delete of an item, or a save of
 * `values` (the declared fields as sent, JSON's numbers and ISO times, with a content kind's title
 * and description) as a new item (`item` null) or over `item`.
 */
export type ListWrite<R> =
  | { action: 'delete'; item: R }
  | { action: 'save'; item: R | null; values: Readonly<Record<string, unknown>> };

type FormState<R> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: R };

/** What the add/edit form hands back: a content form's draft, or a form of declared fields'. */
type AnyDraft = ContentDraft | FieldsDraft;

// A mapped copy of the state: an interface would not fit History's plain record of fields.
type Item = { _id: string } & Pick<ListItemState, keyof ListItemState>;

/** The state a write sends besides the fields: the intent's, and the publish time of a schedule. */
function itemState(intent: SaveIntent, editing: boolean, publishAt: string): Record<string, string> {
  if (intent === 'schedule') return { status: 'scheduled', publishAt };
  if (intent === 'draft') return { status: 'draft' };
  // A new item is published unless it says otherwise; an existing one keeps its status unless told.
  return editing ? { status: 'published' } : {};
}

/**
 * A list's editor texts, its content kind's title, description and image names (absent for a list
 * of another shape) and the fields its texts declare beyond them (or all of them, `editor.fields`).
 */
function listEditorOf(list: SectionList): {
  texts: ListEditorTexts;
  fields: ContentFieldNames | undefined;
  declared: readonly EditorField[] | undefined;
} {
  const texts = list.editor;
  if (!texts || (!list.fields && !texts.fields))
    throw new Error(`${list.path} declares no editor texts, content fields or editor fields`);
  return { texts, fields: list.fields, declared: texts.fields };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a list's editor does to many chosen items at once (`<list path>/bulk`). */
const LIST_BULK_ACTIONS: readonly BulkAction<ListBulkAction>[] = [
  { action: 'publish', label: 'Publish', variant: 'primary' },
  { action: 'draft', label: 'Move to draft' },
  { action: 'trash', label: 'Move to trash', variant: 'danger' },
];

/**
 * What a delete says: the item is kept in the trash, where it can be restored ('Team member moved
 * to the trash successfully'; the colour rule (statusTone) makes a line green only when it says 'success').
 */
const movedToTrash = (itemName: string) => `${capitalised(itemName)} moved to the trash successfully`;

/**
 * A list of records with an optional image, edited in place: the add/edit form opens and closes,
 * Edit loads an item into it, a successful save resets and closes it (a new item at the top),
 * and Delete asks first (the item goes to the trash). Opening another item over unsaved changes
 * asks first too. The form keeps its unsaved text in the browser under the item's path (the
 * list's for a new item), and each item has its History.
 *
 * Staff see the list with its drafts: each item's badge says whether visitors see it as it is.
 * Save publishes now; Save draft keeps a new item unpublished, or an existing item's changes
 * aside (the form then opens from them, and the item offers Publish draft and Discard draft); a
 * schedulable list's Schedule publishes at the time picked. Each item has a Preview of its page.
 *
 * Every write of an item starts from its revision as the editor read it: one refused because
 * someone else wrote the item since shows both versions side by side (`useItemConflicts`).
 */
export function ListEditor<R extends Item>(props: ListEditorProps<R>) {
  const { list, page, detail, itemActions, confirmWrite } = props;
  const { texts, fields, declared } = listEditorOf(list);
  const { itemName } = list;
  const labels = { ...DEFAULT_CONTENT_LABELS, ...texts.labels };
  /** An item's own content as its card shows it: a list of another shape has its `itemTitle` only. */
  const contentOf = (item: object | null): ContentValues =>
    fields
      ? readContent(item, fields)
      : {
          title: item ? (list.itemTitle?.(item as Record<string, unknown>) ?? '') : '',
          description: '',
          image: '',
        };
  const titleOf = (item: R) => contentOf(item).title;
  const pathOf = (id: string) => itemPath(list, id);
  const query = useListWithDrafts<R>(list.path);
  const refreshList = useRefreshList<R>(list.path);
  const create = useCreateListItem<R>(list.path);
  const update = useUpdateListItem<R>(list.path, pathOf);
  const remove = useDeleteListItem<R>(list.path, pathOf);
  const storeUpdated = useStoreUpdatedItem<R>(list.path, pathOf);
  const bulk = useBulkListAction(list.path);
  const saveDraft = useSaveDraft<R>();
  const forgetDraft = useForgetDraft();
  const intent = useSaveIntent();
  const status = useStatus();
  const drafts = useDraftActions<R>({ store: storeUpdated, status, afterDiscard: () => refreshList() });
  const publishDraft = usePublishDraft<R>(storeUpdated);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState<R>>({ mode: 'closed' });
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string>();
  // An item with pending changes is edited from them, not from what visitors see.
  const startDraft = useDraft<R>(form.mode === 'edit' && form.item.hasDraft ? pathOf(form.item._id) : null);
  const waitingForDraft = form.mode === 'edit' && form.item.hasDraft === true && startDraft.isPending;
  const [formDirty, setFormDirty] = useState(false);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  // The last save's refusal, shown at the field it names in a form of declared fields.
  const [failure, setFailure] = useState<string | null>(null);
  const saving = create.isPending || update.isPending || saveDraft.isPending;
  const formPath = form.mode === 'edit' ? pathOf(form.item._id) : list.path;
  // An item with a pending draft is edited from it.
  const startingValues = form.mode === 'edit' ? (startDraft.data?.fields ?? form.item) : null;
  const labelsByField = {
    ...(fields && {
      [fields.title]: labels.title,
      [fields.description]: labels.description,
      [fields.image]: labels.image,
    }),
    ...fieldLabels(declared ?? []),
  };

  /** The body of a write of the form's draft, with `extra` (the item's status) alongside. */
  const bodyOf = (draft: AnyDraft, extra?: Record<string, string>) =>
    declared
      ? fieldsBody(declared, draft as FieldsDraft, fields, extra)
      : contentFormData(fields as ContentFieldNames, draft as ContentDraft, extra);

  /** The form's values as a write sends them, by field name, for `confirmWrite`. */
  function valuesOf(draft: AnyDraft): Record<string, unknown> {
    if (!declared) {
      const content = draft as ContentDraft;
      const names = fields as ContentFieldNames;
      return { [names.title]: content.title.trim(), [names.description]: content.description.trim() };
    }
    const { values } = draft as FieldsDraft;
    return {
      ...(fields && {
        [fields.title]: (values[fields.title] ?? '').trim(),
        [fields.description]: (values[fields.description] ?? '').trim(),
      }),
      ...sentValues(declared, values),
    };
  }

  /** Whether the administrator goes on with a write, told first what else it does (`confirmWrite`). */
  async function confirmed(write: ListWrite<R>, failure: string): Promise<boolean> {
    let sentence: string | null | undefined;
    try {
      sentence = await confirmWrite?.(write);
    } catch (error) {
      status.show(getErrorMessage(error, failure));
      return false;
    }
    if (write.action === 'delete')
      return window.confirm(sentence ? `${texts.deleteConfirm} ${sentence}` : texts.deleteConfirm);
    return !sentence || window.confirm(`${sentence} Save this ${itemName}?`);
  }

  /** Opens, switches or closes the form; false when the admin keeps unsaved changes instead. */
  function openForm(next: FormState<R>): boolean {
    if (!confirmDiscard(formDirty)) return false;
    status.clear();
    setFailure(null);
    setFormDirty(false);
    setForm(next);
    setPublishAt(next.mode === 'edit' ? localInputValue(next.item.publishAt) : '');
    setPublishAtError(undefined);
    return true;
  }

  // An item chosen outside the list (a week grid's class) opens in the form, once per choice.
  const { openItem } = props;
  const listed = query.data;
  useEffect(() => {
    const item = openItem && listed?.find((candidate) => candidate._id === openItem.id);
    if (item) openForm({ mode: 'edit', item });
    // Only a new choice opens a form: not a refetch of the list, nor the form's own changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openItem]);

  /** A restore replaces the item under an open form of it: the form closes first (asking over changes). */
  const canRestore = (item: R) =>
    form.mode !== 'edit' || form.item._id !== item._id || openForm({ mode: 'closed' });

  /** What a stored save of the form says, by the button it came from (`publishAt` for Schedule). */
  function savedSentence(chosen: SaveIntent, editing: boolean, publishAt: string) {
    if (chosen === 'draft') return DRAFT_SAVED;
    if (chosen === 'schedule')
      return `${capitalised(itemName)} scheduled successfully for ${formatDateTime(publishAt)}`;
    return editing ? texts.updated : texts.created;
  }

  /** Closes the form of `id` (any form: null) unasked, its unsaved text forgotten: it was saved, or dropped for theirs. */
  function closeForm(id: string | null) {
    forgetUnsavedChanges(id === null ? list.path : pathOf(id));
    setFormDirty(false);
    setForm((current) =>
      id === null || (current.mode === 'edit' && current.item._id === id) ? { mode: 'closed' } : current,
    );
  }

  /** A save of an existing item's form as its button asked: its changes kept aside (a draft) or stored. */
  function itemSave(chosen: SaveIntent, values: AnyDraft, editing: R, publishAt: string): ItemWrite<R> {
    const path = pathOf(editing._id);
    const asDraft = chosen === 'draft';
    return {
      item: editing,
      opened: startingValues ?? editing,
      body: asDraft ? bodyOf(values) : bodyOf(values, itemState(chosen, true, publishAt)),
      failure: asDraft ? SAVE_DRAFT_FAILED : texts.saveError,
      async send(revision, body = {}) {
        if (asDraft) {
          await saveDraft.mutateAsync({ path, body, revision });
          await refreshList();
        } else {
          await update.mutateAsync({ id: editing._id, body, revision });
          // The server discards an item's draft when the item is saved.
          forgetDraft(path);
        }
        return savedSentence(chosen, true, publishAt);
      },
      done: () => closeForm(editing._id),
    };
  }

  /** Publish draft of an item (or an unpublished item itself). */
  const itemPublish = (item: R): ItemWrite<R> => ({
    item,
    opened: item,
    failure: PUBLISH_DRAFT_FAILED,
    async send(revision) {
      await publishDraft.mutateAsync({ path: pathOf(item._id), revision });
      return DRAFT_PUBLISHED;
    },
  });

  /** Delete: the item to the trash; its open form closes. */
  const itemDelete = (item: R): ItemWrite<R> => ({
    item,
    opened: item,
    failure: texts.deleteError,
    async send(revision) {
      await remove.mutateAsync({ ...item, revision });
      return movedToTrash(itemName);
    },
    done: () => closeForm(item._id),
  });

  /** Takes their version of an item: mine is dropped and the list shows the item as stored now. */
  function takeTheirs(item: R) {
    closeForm(item._id);
    void queryClient.invalidateQueries({ queryKey: draftKey(pathOf(item._id)) });
    void refreshList();
  }

  const conflicts = useItemConflicts<R>({ status, labels: labelsByField, titleOf, onTakeTheirs: takeTheirs });

  async function save(values: AnyDraft) {
    status.clear();
    setFailure(null);
    const chosen = intent.current();
    const time = chosen === 'schedule' ? publishTime(publishAt) : { iso: '' };
    if ('error' in time) {
      setPublishAtError(time.error);
      status.show(time.error);
      return;
    }
    setPublishAtError(undefined);
    const editing = form.mode === 'edit' ? form.item : null;
    // A draft changes nothing visitors see: only what publishes is confirmed.
    const write: ListWrite<R> = { action: 'save', item: editing, values: valuesOf(values) };
    if (chosen !== 'draft' && confirmWrite && !(await confirmed(write, texts.saveError))) return;
    if (editing) {
      // From the item as its form opened it (If-Match): refused when someone saved it since.
      setFailure(await conflicts.run(itemSave(chosen, values, editing, time.iso), revisionOf(editing)));
      return;
    }
    // A new item is created unpublished by Save draft.
    try {
      await create.mutateAsync(bodyOf(values, itemState(chosen, false, time.iso)));
      closeForm(null);
      status.show(savedSentence(chosen, false, time.iso));
    } catch (error) {
      const message = getErrorMessage(error, chosen === 'draft' ? SAVE_DRAFT_FAILED : texts.saveError);
      status.show(message);
      setFailure(message);
    }
  }

  async function deleteItem(item: R) {
    if (!(await confirmed({ action: 'delete', item }, texts.deleteError))) return;
    await conflicts.run(itemDelete(item), revisionOf(item));
  }

  const choice = useBulkChoice<R, ListBulkAction>({
    actions: LIST_BULK_ACTIONS,
    send: bulk.mutateAsync,
    titleOf,
    status,
    confirmOf: (action, count) => (action === 'trash' ? `Move ${count} chosen to the trash?` : undefined),
  });
  const selection: RowSelection<R> = {
    selected: choice.chosen,
    onChange: choice.setChosen,
    rowLabel: (item) => `Select ${titleOf(item)}`,
    allLabel: `Select every ${itemName} shown`,
  };
  const formHeading = form.mode === 'edit' ? `Edit ${itemName}` : `Add ${itemName}`;
  const siteName = useSettingsStore((state) => state.dashboardName);
  /** An item with a page of its own (a blog post) has its search and social fields in its form. */
  const search = list.itemPage && {
    saved: startingValues as SearchFields | null,
    siteName,
    url: new URL(list.itemPage(startingValues ?? { _id: '' }), window.location.origin).href,
  };
  const formControls = {
    saving,
    progress: create.progress ?? update.progress ?? saveDraft.progress,
    onSubmit: (values: AnyDraft) => void save(values),
    onInvalid: status.show,
    onCancel: () => openForm({ mode: 'closed' }),
    onDirtyChange: setFormDirty,
    focusOnOpen: true,
    autosaveKey: formPath,
  };

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
            {conflicts.view ??
              (form.mode !== 'closed' && (
                <div className={styles.formBox} role="group" aria-label={capitalised(formHeading)}>
                  <h3>{capitalised(formHeading)}</h3>
                  <PresenceNotice record={form.mode === 'edit' ? pathOf(form.item._id) : null} />
                  {waitingForDraft ? (
                    <p role="status">Loading...</p>
                  ) : (
                    <SaveChoicesProvider
                      value={{
                        choose: intent.choose,
                        schedule: list.schedulable
                          ? { value: publishAt, onChange: setPublishAt, error: publishAtError }
                          : undefined,
                      }}
                    >
                      {declared ? (
                        <FieldsForm
                          key={form.mode === 'edit' ? form.item._id : 'new'}
                          fields={declared}
                          content={fields && { names: fields, labels, ...contentOf(startingValues) }}
                          saved={fieldTexts(startingValues, declared, fields)}
                          failure={failure}
                          search={search}
                          {...formControls}
                        />
                      ) : (
                        <ContentForm
                          // A new item, or another item, starts from its own values.
                          key={form.mode === 'edit' ? form.item._id : 'new'}
                          labels={labels}
                          saved={contentOf(startingValues)}
                          {...formControls}
                        />
                      )}
                    </SaveChoicesProvider>
                  )}
                </div>
              ))}
            <StatusMessage key={status.key} message={status.text} />
            {items && items.length > 0 ? (
              <>
                <div className={styles.actions}>
                  <label className={styles.hint}>
                    <SelectAll items={items} itemKey={(item) => item._id} selection={selection} />{' '}
                    {selection.allLabel}
                  </label>
                  <BulkActions
                    label={`Act on the chosen ${itemName} items`}
                    count={choice.chosenIn(items).length}
                    actions={LIST_BULK_ACTIONS}
                    busy={bulk.isPending}
                    onAct={(action) => void choice.act(action, items)}
                  />
                </div>
                <ul className={styles.list} aria-label={texts.heading}>
                  {items.map((item) => (
                    <ListItemCard
                      key={item._id}
                      select={<SelectRow item={item} itemKey={(row) => row._id} selection={selection} />}
                      values={contentOf(item)}
                      thumbnail={Boolean(fields)}
                      detail={detail?.(item)}
                      badge={itemBadge(item)}
                      busy={saving || remove.isPending}
                      onEdit={() => openForm({ mode: 'edit', item })}
                      onDelete={() => void deleteItem(item)}
                      actions={
                        <>
                          {(item.hasDraft || (item.status && item.status !== 'published')) && (
                            <DraftButtons
                              subject={titleOf(item)}
                              busy={saving || drafts.busy || publishDraft.isPending}
                              unpublished={item.status !== undefined && item.status !== 'published'}
                              onPublish={() => void conflicts.run(itemPublish(item), revisionOf(item))}
                              onDiscard={() => void drafts.discard(pathOf(item._id), revisionOf(item))}
                            />
                          )}
                          <PreviewButton page={list.itemPage?.(item) ?? page} subject={titleOf(item)} />
                          {itemActions?.(item)}
                        </>
                      }
                      historyOpen={historyOf === item._id}
                      onToggleHistory={() => setHistoryOf(historyOf === item._id ? null : item._id)}
                      history={
                        <RevisionHistory<R>
                          path={pathOf(item._id)}
                          subject={titleOf(item)}
                          current={item}
                          labels={labelsByField}
                          onRestored={(restored) => void storeUpdated(restored)}
                          canRestore={() => canRestore(item)}
                        />
                      }
                    />
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.empty}>{texts.empty}</p>
            )}
          </>
        )}
      </QueryState>
    </EditorSection>
  );
}
