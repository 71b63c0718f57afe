import { useState } from 'react';
import type { ConflictDetails } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { type SaveBody, fieldsOfBody, withTheirFields } from '../conflicts/conflictBodies';
import { ConflictView, theirFields } from '../conflicts/ConflictView';
import { conflictOf } from '../conflicts/revisions';
import type { FieldLabels, Fields } from '../history/fieldChanges';
import type { Status } from '../useStatus';

/** A write of one list item (a save, a draft's save, a publish, a delete) that can be sent again. */
export interface ItemWrite<R> {
  item: R;
  /** The item's fields as the editor had them when the write was asked for (its form's, or the list's). */
  opened: Fields;
  /** A save's body; a publish or a delete has none (no fields to compare or copy across). */
  body?: SaveBody;
  /** Said when it fails for another reason than someone else's save. */
  failure: string;
  /** Sends it from `revision` (If-Match), with `body` when it has one; answers what to say once stored. */
  send(revision: string, body?: SaveBody): Promise<string>;
  /** After it is stored (the form that sent it closes). */
  done?(): void;
}

interface ItemConflictsOptions<R> {
  status: Status;
  /** The list's names of its items' fields, by field. */
  labels: FieldLabels;
  titleOf(item: R): string;
  /** Drops mine: the editor shows the item as the server has it now. */
  onTakeTheirs(item: R): void;
}

/**
 * A list editor's writes of its items, each from the revision the editor read (If-Match): one
 * refused because someone else wrote the item since opens the side-by-side view, as a record
 * editor's does, where the person keeps theirs (sent again from the revision the 409 named),
 * takes the other's, or (a save) copies fields across.
 */
export function useItemConflicts<R>({ status, labels, titleOf, onTakeTheirs }: ItemConflictsOptions<R>) {
  const [conflict, setConflict] = useState<{ write: ItemWrite<R>; details: ConflictDetails } | null>(null);
  const [sending, setSending] = useState(false);

  /** Sends `write` from `revision` and says how it went: the refusal's sentence, or null once stored. */
  async function run(write: ItemWrite<R>, revision: string, body = write.body): Promise<string | null> {
    status.clear();
    setSending(true);
    try {
      const said = await write.send(revision, body);
      setConflict(null);
      write.done?.();
      status.show(said);
      return null;
    } catch (error) {
      const details = conflictOf(error);
      setConflict(details ? { write, details } : null);
      const message = getErrorMessage(error, write.failure);
      status.show(message);
      return message;
    } finally {
      setSending(false);
    }
  }

  /** The refused write's view; a save's fields can be copied across, a publish's or a delete's kept or dropped. */
  function conflictView(write: ItemWrite<R>, details: ConflictDetails) {
    const { body } = write;
    return (
      <ConflictView
        subject={titleOf(write.item)}
        conflict={details}
        mine={body ? fieldsOfBody(body, write.opened) : write.opened}
        labels={labels}
        busy={sending}
        onKeepMine={() => void run(write, details.revision)}
        onTakeTheirs={() => {
          setConflict(null);
          status.clear();
          onTakeTheirs(write.item);
        }}
        onCopyFields={
          body
            ? (names) => void run(write, details.revision, withTheirFields(body, names, theirFields(details)))
            : undefined
        }
      />
    );
  }

  const view = conflict && conflictView(conflict.write, conflict.details);

  return { run, view };
}
