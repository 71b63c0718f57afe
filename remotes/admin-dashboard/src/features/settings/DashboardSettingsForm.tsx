import { useState } from 'react';
import type { DashboardHero } from 'shared-contracts';
import { EditorForm, FormActions, ImageInput, TextField, UploadProgress } from 'shared-contracts/ui';

export interface SettingsDraft {
  name: string;
  logo: File | null;
}

interface DashboardSettingsFormProps {
  /** The stored settings; the form is mounted only while editing, so Cancel drops the draft. */
  saved: DashboardHero;
  saving: boolean;
  progress: number | null;
  onSubmit: (draft: SettingsDraft) => void;
  onCancel: () => void;
}

export function DashboardSettingsForm({
  saved,
  saving,
  progress,
  onSubmit,
  onCancel,
}: DashboardSettingsFormProps) {
  const [name, setName] = useState(saved.name);
  const [logo, setLogo] = useState<File | null>(null);

  return (
    <EditorForm onSubmit={() => onSubmit({ name, logo })}>
      <TextField label="Institute name" value={name} onChange={setName} />
      <ImageInput
        label="Logo"
        hint="Logo recommended 200x200px"
        file={logo}
        onChange={setLogo}
        currentImage={saved.logo}
        previewAlt={`${name || 'Institute'} logo`}
      />
      <UploadProgress percent={progress} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
