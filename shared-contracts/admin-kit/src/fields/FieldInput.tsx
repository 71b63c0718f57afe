import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { listWithDraftsPath, type EditorField, type ListItemState } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { getContentQueryOptions } from '../api/getContent';
import { FieldMessage, describedBy } from '../controls/FieldMessage';
import { TextField } from '../controls/TextField';
import { suggestionsOf } from './editorFields';
import styles from '../controls/controls.module.css';

interface FieldInputProps {
  field: EditorField;
  /** react-hook-form's `register(field.name, ...)`. */
  registered: UseFormRegisterReturn;
  error?: string;
}

/** The input types of the kinds that are one `<input>`. */
const INPUT_TYPES: Partial<Record<EditorField['kind'], string>> = {
  text: 'text',
  number: 'number',
  time: 'time',
  date: 'date',
  datetime: 'datetime-local',
};

type ReferencedItem = { _id: string } & ListItemState & Record<string, unknown>;

/**
 * The items of the list a reference chooses from, as staff see them (drafts too, marked): the
 * list's editor on the same screen shares the request, and its writes refresh it.
 */
export function useReferencedItems(field: Pick<EditorField, 'reference'>) {
  const list = field.reference?.list;
  return useQuery({
    ...getContentQueryOptions<ReferencedItem[] | null>(listWithDraftsPath(list ?? '')),
    enabled: list !== undefined,
  });
}

interface ChoiceProps extends FieldInputProps {
  choices: { value: string; label: string }[];
  /** Shown instead of the choices while they load, or when they failed to. */
  note?: string;
}

/** A labelled `<select>`, its error tied to it as a TextField's is. */
function Choice({ field, registered, error, choices, note }: ChoiceProps) {
  const id = useId();
  const hintId = field.hint || note ? `${id}-hint` : undefined;
  const ids = { error: `${id}-error`, hint: hintId };
  const { ref, ...register } = registered;
  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{field.label}</label>
      {hintId && (
        <p className={styles.hint} id={hintId}>
          {[field.hint, note].filter(Boolean).join(' ')}
        </p>
      )}
      <select
        id={id}
        className={styles.control}
        required={field.required}
        {...describedBy(ids, error)}
        {...register}
        ref={ref as Ref<HTMLSelectElement>}
      >
        <option value="">{field.required ? `Choose...` : 'None'}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessage id={ids.error} message={error} />
    </div>
  );
}

/** A reference: the other list's items by the name its `reference.label` field gives them. */
function ReferenceInput(props: FieldInputProps) {
  const { field } = props;
  const query = useReferencedItems(field);
  const label = field.reference?.label ?? '_id';
  const choices = (query.data ?? []).map((item) => ({
    value: item._id,
    label:
      String(item[label] ?? item._id) +
      (item.status && item.status !== 'published' ? ' (not published)' : ''),
  }));
  const note =
    query.status === 'pending'
      ? 'Loading...'
      : query.status === 'error'
        ? 'The choices failed to load.'
        : undefined;
  return <Choice {...props} choices={choices} note={note} />;
}

/**
 * The input of one declared field: a text, textarea, number, time, date or datetime (the
 * administrator's own time) input, or a select of options or of another list's items.
 */
export function FieldInput(props: FieldInputProps) {
  const { field, registered, error } = props;
  const listId = useId();
  if (field.kind === 'reference') return <ReferenceInput {...props} />;
  if (field.kind === 'select') {
    const choices = (field.options ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
    }));
    return <Choice {...props} choices={choices} />;
  }
  if (field.kind === 'textarea')
    return (
      <TextField
        label={field.label}
        rows={4}
        required={field.required}
        hint={field.hint}
        error={error}
        {...registered}
      />
    );
  const suggestions = field.kind === 'text' ? suggestionsOf(field) : [];
  return (
    <>
      <TextField
        label={field.label}
        type={INPUT_TYPES[field.kind] ?? 'text'}
        required={field.required}
        hint={field.hint}
        error={error}
        min={field.min}
        max={field.max}
        step={field.kind === 'number' ? 1 : undefined}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        list={suggestions.length ? listId : undefined}
        autoComplete={suggestions.length ? 'off' : undefined}
        {...registered}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
