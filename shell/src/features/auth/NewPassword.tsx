import { useState } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE } from '@academy/contracts';
import { AuthField } from './AuthForm';
import styles from './AuthLayout.module.css';

/** What a form that sets a password says when the confirmation differs, before any call. */
export const PASSWORDS_DIFFER = 'Passwords do not match';

const RULE_ID = 'new-password-rule';

/** A new password and its confirmation, and the refusal to show while they differ ('' once they match). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const mismatch = password === confirmation ? '' : PASSWORDS_DIFFER;
  return { password, setPassword, confirmation, setConfirmation, mismatch };
}

interface NewPasswordFieldsProps {
  /** The first field's label: 'New Password' to reset, 'Password' for a new account. */
  label: string;
  value: ReturnType<typeof useNewPassword>;
}

/** The password rule, stated before typing and tied to the field, then the field and its confirmation. */
export function NewPasswordFields({ label, value }: NewPasswordFieldsProps) {
  return (
    <>
      <p className={styles.hint} id={RULE_ID}>
        {PASSWORD_RULE}
      </p>
      <AuthField
        label={label}
        type="password"
        value={value.password}
        onChange={value.setPassword}
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        describedBy={RULE_ID}
      />
      <AuthField
        label="Confirm Password"
        type="password"
        value={value.confirmation}
        onChange={value.setConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}
