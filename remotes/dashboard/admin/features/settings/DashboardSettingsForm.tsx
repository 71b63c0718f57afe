import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DashboardHero } from '@academy/contracts';
import {
  AutosaveOffer,
  EditorForm,
  FormActions,
  ImageField,
  TextField,
  UploadProgress,
  useAutosave,
  useUnsavedChanges,
} from '@academy/admin-kit';

export interface SettingsDraft {
  name: string;
  /** A new logo file, or the path of a picture chosen from the library. */
  logo: File | string | null;
}

export const NAME_AND_LOGO_REQUIRED = 'Name and logo are required';

interface DashboardSettingsFormProps {
  /** The stored settings; the form is mounted only while editing, so Cancel drops the draft. */
  saved: DashboardHero;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: SettingsDraft) => void;
  /** The sentence for the status line when the name or the logo is missing. */
  onInvalid: (message: string) => void;
  onCancel: () => void;
  /** Where the name typed is kept in the browser until saved (the record's path); not the logo. */
  autosaveKey?: string;
}

/** The institute's name and logo; a logo stored earlier counts, so renaming needs no new upload. */
export function DashboardSettingsForm(props: DashboardSettingsFormProps) {
  const { saved, saving, progress, onSubmit, onInvalid, onCancel } = props;
  const form = useForm({ defaultValues: { name: saved.name } });
  const { register, handleSubmit, formState } = form;
  const autosave = useAutosave(props.autosaveKey, form);
  const [logo, setLogo] = useState<File | string | null>(null);
  const [logoMissing, setLogoMissing] = useState(false);
  useUnsavedChanges(formState.isDirty || logo !== null);

  const submit = handleSubmit(
    ({ name }) => {
      if (!logo && !saved.logo) {
        setLogoMissing(true);
        onInvalid(NAME_AND_LOGO_REQUIRED);
        return;
      }
      onSubmit({ name, logo });
    },
    () => onInvalid(NAME_AND_LOGO_REQUIRED),
  );

  return (
    <EditorForm onSubmit={submit}>
      <AutosaveOffer autosave={autosave} />
      <TextField
        label="Institute name"
        required
        error={formState.errors.name?.message}
        {...register('name', { validate: (name) => name.trim() !== '' || NAME_AND_LOGO_REQUIRED })}
      />
      <ImageField
        label="Logo"
        hint="Logo recommended 200x200px"
        file={logo}
        onChange={(file) => {
          setLogo(file);
          setLogoMissing(false);
        }}
        onChoose={(chosen) => {
          setLogo(chosen);
          setLogoMissing(false);
        }}
        currentImage={saved.logo}
        previewAlt={`${saved.name || 'Institute'} logo`}
        error={logoMissing ? NAME_AND_LOGO_REQUIRED : undefined}
      />
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
