import { useForm } from 'react-hook-form';
import { Button, EditorForm, EditorSection, TextField } from '@academy/admin-kit';
import {
  MENU_LABEL_MAX_LENGTH,
  MENU_URL_MAX_LENGTH,
  type MenuLinkEntry,
  NAVIGATION_RULES,
} from '@academy/contracts';
import { NAVIGATION_TEXTS } from './navigationTexts';

const EMPTY: MenuLinkEntry = { label: '', url: '' };

/** Whether `url` is an https: address, as the server checks it again when the menu is saved. */
function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Adds a link to another site at the end of the menu (saved with the menu). */
export function AddLinkForm({ onAdd }: { onAdd: (link: MenuLinkEntry) => void }) {
  const {
    formState: { errors },
    handleSubmit,
    register,
    reset,
  } = useForm<MenuLinkEntry>({ defaultValues: EMPTY });

  const add = handleSubmit(({ label, url }) => {
    onAdd({ label: label.trim(), url: url.trim() });
    reset(EMPTY);
  });

  return (
    <EditorSection heading={NAVIGATION_TEXTS.addLink}>
      <EditorForm onSubmit={(event) => void add(event)}>
        <TextField
          label={NAVIGATION_TEXTS.linkLabel}
          autoComplete="off"
          maxLength={MENU_LABEL_MAX_LENGTH}
          error={errors.label?.message}
          {...register('label', {
            validate: (label) => label.trim() !== '' || NAVIGATION_TEXTS.labelRequired,
          })}
        />
        <TextField
          label={NAVIGATION_TEXTS.linkUrl}
          hint={NAVIGATION_TEXTS.linkUrlHint}
          autoComplete="off"
          inputMode="url"
          maxLength={MENU_URL_MAX_LENGTH}
          error={errors.url?.message}
          {...register('url', {
            validate: (url, { label }) => isHttps(url.trim()) || NAVIGATION_RULES.https(label.trim()),
          })}
        />
        <div>
          <Button type="submit">{NAVIGATION_TEXTS.add}</Button>
        </div>
      </EditorForm>
    </EditorSection>
  );
}
