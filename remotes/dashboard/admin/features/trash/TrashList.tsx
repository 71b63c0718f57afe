import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import {
  AdminTable,
  type BulkAction,
  BulkActions,
  Button,
  EditorSection,
  QueryState,
  formatDateTime,
  useBulkChoice,
  useBulkTrashAction,
  useDeleteTrashItem,
  useRestoreTrashItem,
  useStatus,
  useTrash,
} from '@academy/admin-kit';
import type { TrashBulkAction, TrashEntry } from '@academy/contracts';

export const TRASH_TEXTS = {
  heading: 'Deleted items',
  loadError: 'Failed to load the trash',
  empty: 'The trash is empty.',
  restoreError: 'Failed to restore the item',
  deleteError: 'Failed to delete the item',
  restored: (title: string) => `${title} restored successfully`,
  deleted: (title: string) => `${title} deleted forever successfully`,
  deleteConfirm: (title: string) => `Delete ${title} forever? Its pictures and files are removed too.`,
  deleteChosenConfirm: (count: number) =>
    `Delete ${count} chosen forever? Their pictures and files are removed too.`,
  selectAll: 'Select every deleted item shown',
  bulkGroup: 'Act on the chosen deleted items',
} as const;

/** What the trash does to many chosen items at once (`/trash/bulk`). */
const TRASH_BULK_ACTIONS: readonly BulkAction<TrashBulkAction>[] = [
  { action: 'restore', label: 'Restore', variant: 'primary' },
  { action: 'delete', label: 'Delete forever', variant: 'danger' },
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the sections' lists deleted, newest first: each item with its kind, section and who
 * deleted it when, with Restore (back in its list and on the site) and Delete forever (asked first);
 * or either for many chosen at once, each item's outcome told.
 */
export function TrashList() {
  const query = useTrash();
  const restore = useRestoreTrashItem();
  const remove = useDeleteTrashItem();
  const status = useStatus();
  const bulk = useBulkTrashAction();
  const busy = restore.isPending || remove.isPending || bulk.isPending;
  const choice = useBulkChoice<TrashEntry, TrashBulkAction>({
    actions: TRASH_BULK_ACTIONS,
    send: bulk.mutateAsync,
    titleOf: (item) => item.title,
    status,
    confirmOf: (action, count) => (action === 'delete' ? TRASH_TEXTS.deleteChosenConfirm(count) : undefined),
  });

  async function restoreItem(item: TrashEntry) {
    status.clear();
    try {
      await restore.mutateAsync(item._id);
      status.show(TRASH_TEXTS.restored(item.title));
    } catch (error) {
      status.show(getErrorMessage(error, TRASH_TEXTS.restoreError));
    }
  }

  async function deleteForever(item: TrashEntry) {
    if (!window.confirm(TRASH_TEXTS.deleteConfirm(item.title))) return;
    status.clear();
    try {
      await remove.mutateAsync(item._id);
      status.show(TRASH_TEXTS.deleted(item.title));
    } catch (error) {
      status.show(getErrorMessage(error, TRASH_TEXTS.deleteError));
    }
  }

  return (
    <EditorSection heading={TRASH_TEXTS.heading}>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={TRASH_TEXTS.loadError}>
        {(items) => (
          <>
            {items.length > 0 && (
              <BulkActions
                label={TRASH_TEXTS.bulkGroup}
                count={choice.chosenIn(items).length}
                actions={TRASH_BULK_ACTIONS}
                busy={busy}
                onAct={(action) => void choice.act(action, items)}
              />
            )}
            <AdminTable
              label={TRASH_TEXTS.heading}
              items={items}
              empty={TRASH_TEXTS.empty}
              itemKey={(item) => item._id}
              selection={{
                selected: choice.chosen,
                onChange: choice.setChosen,
                rowLabel: (item) => `Select ${item.title}`,
                allLabel: TRASH_TEXTS.selectAll,
              }}
              card={(item) => ({
                title: item.title,
                details: (
                  <p>
                    {capitalised(item.kind)} from {item.section}, deleted{' '}
                    <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time> by {item.by}
                  </p>
                ),
              })}
              actions={(item) => (
                <>
                  <Button
                    variant="primary"
                    disabled={busy}
                    onClick={() => void restoreItem(item)}
                    aria-label={`Restore ${item.title}`}
                  >
                    Restore
                  </Button>
                  <Button
                    variant="danger"
                    disabled={busy}
                    onClick={() => void deleteForever(item)}
                    aria-label={`Delete forever ${item.title}`}
                  >
                    Delete forever
                  </Button>
                </>
              )}
            />
          </>
        )}
      </QueryState>
    </EditorSection>
  );
}
