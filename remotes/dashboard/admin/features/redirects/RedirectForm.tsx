import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { Button, EditorForm, EditorSection, TableSelect, TextField, useStatus } from '@academy/admin-kit';
import { REDIRECT_STATUSES, type Redirect, type RedirectBody } from '@academy/contracts';
import { useAddRedirect } from './api/addRedirect';
import { useChangeRedirect } from './api/changeRedirect';
import { REDIRECT_TEXTS, STATUS_NAMES } from './redirectTexts';
import styles from './redirects.css';

const EMPTY: RedirectBody = { from: '', to: '', status: 301 };

/**
 * Adds a redirect, or changes `editing` (then Cancel goes back to adding); a refusal (a loop, a
 * page it would hide) keeps the form with the server's sentence.
 */
export function RedirectForm({ editing, onDone }: { editing?: Redirect; onDone: () => void }) {
  const add = useAddRedirect();
  const change = useChangeRedirect();
  const status = useStatus();
  const statusId = useId();
  const {
    formState: { errors },
    handleSubmit,
    register,
    reset,
  } = useForm<RedirectBody>({
    values: editing ? { from: editing.from, to: editing.to, status: editing.status } : EMPTY,
  });
  const busy = add.isPending || change.isPending;

  const save = handleSubmit(async (body) => {
    status.clear();
    const redirect = { from: body.from.trim(), to: body.to.trim(), status: Number(body.status) };
    try {
      if (editing) await change.mutateAsync({ id: editing._id, ...redirect });
      else await add.mutateAsync(redirect);
      reset(EMPTY);
      status.show((editing ? REDIRECT_TEXTS.changed : REDIRECT_TEXTS.added)(redirect.from));
      onDone();
    } catch (error) {
      status.show(getErrorMessage(error, REDIRECT_TEXTS.saveError));
    }
  });

  return (
    <EditorSection heading={editing ? REDIRECT_TEXTS.change(editing.from) : REDIRECT_TEXTS.add}>
      <StatusMessage key={status.key} message={status.text} />
      <EditorForm onSubmit={(event) => void save(event)}>
        <TextField
          label="From"
          hint={REDIRECT_TEXTS.fromHint}
          autoComplete="off"
          error={errors.from?.message}
          {...register('from', { validate: (from) => from.trim() !== '' || REDIRECT_TEXTS.fromRequired })}
        />
        <TextField
          label="To"
          hint={REDIRECT_TEXTS.toHint}
          autoComplete="off"
          error={errors.to?.message}
          {...register('to', { validate: (to) => to.trim() !== '' || REDIRECT_TEXTS.toRequired })}
        />
        <div className={styles.field}>
          <label htmlFor={statusId}>Kind</label>
          <TableSelect id={statusId} {...register('status', { valueAsNumber: true })}>
            {REDIRECT_STATUSES.map((code) => (
              <option key={code} value={code}>
                {STATUS_NAMES[code]}
              </option>
            ))}
          </TableSelect>
        </div>
        <div>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save redirect' : 'Add redirect'}
          </Button>{' '}
          {editing && (
            <Button type="button" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
          )}
        </div>
      </EditorForm>
    </EditorSection>
  );
}
