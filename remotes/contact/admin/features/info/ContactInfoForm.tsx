import { useForm, type FieldErrors } from 'react-hook-form';
import { TEXT_LIMITS, type ContactInfoRequest } from '@academy/contracts';
import {
  AutosaveOffer,
  EditorForm,
  FormActions,
  TextField,
  useAutosave,
  useUnsavedChanges,
} from '@academy/admin-kit';
import { MapPreview } from './MapPreview';

export const DETAILS_REQUIRED = 'Address, phone and email are required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** The server's sentence for a refused save, and the field it names. */
export interface ServerRefusal {
  field: keyof ContactInfoRequest;
  message: string;
}

interface ContactInfoFormProps {
  /** The stored details; the form is mounted only while editing, so Cancel drops the draft. */
  saved: ContactInfoRequest;
  saving: boolean;
  /** The last save's refusal, shown at its field as well as in the status line. */
  refusal: ServerRefusal | null;
  onSubmit: (values: ContactInfoRequest) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
  /** Where the texts typed are kept in the browser until saved (the record's path). */
  autosaveKey?: string;
}

const required = (value: string) => value.trim() !== '' || DETAILS_REQUIRED;
// The browser's rule for type="email" fields; the server checks again.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const validEmail = (email: string) => {
  if (!email.trim()) return DETAILS_REQUIRED;
  return EMAIL_SHAPE.test(email.trim()) || EMAIL_INVALID;
};

/** The first problem, in the order of the fields, for the status line. */
function firstProblem(errors: FieldErrors<ContactInfoRequest>): string {
  return errors.address?.message ?? errors.phone?.message ?? errors.email?.message ?? DETAILS_REQUIRED;
}

/** Address, phone and email (required, typed inputs) and the map embed with its live preview. */
export function ContactInfoForm({
  saved,
  saving,
  refusal,
  onSubmit,
  onInvalid,
  onCancel,
  autosaveKey,
}: ContactInfoFormProps) {
  const form = useForm<ContactInfoRequest>({ defaultValues: saved });
  const { register, handleSubmit, formState, watch } = form;
  const autosave = useAutosave(autosaveKey, form);
  useUnsavedChanges(formState.isDirty);
  const { errors } = formState;
  const errorOf = (field: keyof ContactInfoRequest) =>
    errors[field]?.message ?? (refusal?.field === field ? refusal.message : undefined);
  const trimmed = (values: ContactInfoRequest): ContactInfoRequest => ({
    address: values.address.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    mapEmbed: values.mapEmbed?.trim() ?? '',
  });

  return (
    <EditorForm
      onSubmit={handleSubmit(
        (values) => onSubmit(trimmed(values)),
        (problems) => onInvalid(firstProblem(problems)),
      )}
    >
      <AutosaveOffer autosave={autosave} />
      <TextField
        label="Address"
        required
        maxLength={TEXT_LIMITS.address}
        autoComplete="street-address"
        error={errorOf('address')}
        {...register('address', { validate: required })}
      />
      <TextField
        label="Phone"
        type="tel"
        required
        maxLength={TEXT_LIMITS.phone}
        error={errorOf('phone')}
        {...register('phone', { validate: required })}
      />
      <TextField
        label="Email"
        type="email"
        required
        maxLength={TEXT_LIMITS.email}
        error={errorOf('email')}
        {...register('email', { validate: validEmail })}
      />
      <TextField
        label="Map embed code"
        rows={4}
        maxLength={TEXT_LIMITS.mapEmbed}
        hint="Optional. Paste the iframe that Google Maps (Share, Embed a map) or OpenStreetMap (Share, HTML) gives you."
        error={errorOf('mapEmbed')}
        {...register('mapEmbed')}
      />
      <MapPreview markup={watch('mapEmbed') ?? ''} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
