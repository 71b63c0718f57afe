import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { Button, EditorForm, EditorSection, TextField, useStatus } from '@academy/admin-kit';
import type { InvitationBody } from '@academy/contracts';
import { useInviteStaff } from './api/inviteStaff';
import { RoleSelect } from './RoleSelect';
import { TEAM_TEXTS } from './teamTexts';
import styles from './team.css';

const EMPTY: InvitationBody = { email: '', name: '', role: 'editor' };

/** Invites someone by address: the server mails them a link to choose a password. */
export function InviteForm() {
  const invite = useInviteStaff();
  const status = useStatus();
  const roleId = useId();
  const {
    control,
    formState: { errors },
    handleSubmit,
    register,
    reset,
  } = useForm<InvitationBody>({ defaultValues: EMPTY });

  const send = handleSubmit(async (invitation) => {
    status.clear();
    try {
      const sent = await invite.mutateAsync({ ...invitation, email: invitation.email.trim() });
      reset(EMPTY);
      status.show(TEAM_TEXTS.invited(sent.email));
    } catch (error) {
      status.show(getErrorMessage(error, TEAM_TEXTS.inviteError));
    }
  });

  return (
    <EditorSection heading={TEAM_TEXTS.invite}>
      <StatusMessage key={status.key} message={status.text} />
      <EditorForm onSubmit={(event) => void send(event)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email', { validate: (email) => email.trim() !== '' || TEAM_TEXTS.emailRequired })}
        />
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name', { validate: (name) => name.trim() !== '' || TEAM_TEXTS.nameRequired })}
        />
        <div className={styles.field}>
          <label htmlFor={roleId}>Role</label>
          <Controller
            control={control}
            name="role"
            render={({ field }) => <RoleSelect id={roleId} value={field.value} onChange={field.onChange} />}
          />
        </div>
        <div>
          <Button type="submit" variant="primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </EditorForm>
    </EditorSection>
  );
}
