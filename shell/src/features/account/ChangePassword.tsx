import { useState, type FormEvent } from 'react';
import { sendData } from '@academy/runtime';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE, staffPaths } from '@academy/contracts';
import { Button, EditorForm, EditorSection, TextField } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { useNewPassword } from '../auth/NewPassword';
import { useFormAction } from '../auth/useFormAction';

/** The current password, then a new one under the same rule and confirmation as a reset. */
export function ChangePassword() {
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const { pending, status, run } = useFormAction('The password could not be changed.');

  const change = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (newPassword.mismatch) return newPassword.mismatch;
      await sendData('post', staffPaths.password, { currentPassword, newPassword: newPassword.password });
      setCurrentPassword('');
      newPassword.setPassword('');
      newPassword.setConfirmation('');
      return 'Password changed successfully.';
    });
  };

  return (
    <EditorSection heading="Change password">
      <EditorForm onSubmit={change}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          hint={PASSWORD_RULE}
          value={newPassword.password}
          onChange={(event) => newPassword.setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={newPassword.confirmation}
          onChange={(event) => newPassword.setConfirmation(event.target.value)}
        />
        <StatusMessage message={status} />
        <div>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </EditorForm>
    </EditorSection>
  );
}
