import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DashboardHero } from '@academy/contracts';
import {
  EditorForm,
  FormActions,
  ImageField,
  TextField,
  UploadProgress,
  useUnsavedChanges,
} from '@academy/admin-kit';

export interface SettingsDraft {
  name: string;
  logo: File | null;
}

export const NAME_AND_LOGO_REQUIRED = 'Name and logo are required';

interface DashboardSettingsFormProps {
  /** The stored settings; the form is mounted only while editing, so Cancel drops the draft. */
  saved: DashboardHero;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: SettingsDraft) => void;
  /** The spec's sentence for the status line when the name or the logo is missing. */
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

/** The institute's name and logo; a logo stored earlier counts, so renaming needs no new upload. */
export function DashboardSettingsForm(props: DashboardSettingsFormProps) {
  const { saved, saving, progress, onSubmit, onInvalid, onCancel } = props;
  const { register, handleSubmit, formState } = useForm({ defaultValues: { name: saved.name } });
  const [logo, setLogo] = useState<File | null>(null);
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
        currentImage={saved.logo}
        previewAlt={`${saved.name || 'Institute'} logo`}
        error={logoMissing ? NAME_AND_LOGO_REQUIRED : undefined}
      />
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
