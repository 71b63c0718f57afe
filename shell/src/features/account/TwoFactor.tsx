import { useState, type FormEvent } from 'react';
import { sendData, useSessionStore } from '@academy/runtime';
import { type RecoveryCodesAnswer, type TwoFactorSetup, staffPaths } from '@academy/contracts';
import { Button, EditorForm, EditorSection, TextField } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { useFormAction } from '../auth/useFormAction';
import styles from './AccountPage.module.css';

interface CodeFormProps {
  hint: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
}

/** A one-time code (phones offer the one the authenticator just showed) and the action it confirms. */
function CodeForm({ hint, submitLabel, pending, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <EditorForm onSubmit={submit}>
      <TextField
        label="Code"
        hint={hint}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <Button type="submit" variant="primary" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </EditorForm>
  );
}

/**
 * Two-factor sign-in: off, it is set up by scanning a QR code (or typing its key) into an
 * authenticator app and confirming with a first code; the recovery codes are then shown once,
 * since the server keeps only their hashes. On, a code turns it off.
 */
export function TwoFactor() {
  const user = useSessionStore((state) => state.user);
  const updateUser = useSessionStore((state) => state.updateUser);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const { pending, status, run } = useFormAction('Two-factor sign-in could not be changed.');
  const enabled = user?.twoFactorEnabled === true;

  // The admin area reads the session: once on, nothing is left to require.
  const rememberEnabled = (twoFactorEnabled: boolean) => {
    if (user) updateUser({ ...user, twoFactorEnabled, mustSetUpTwoFactor: false });
  };

  const startSetup = () =>
    run(async () => {
      setSetup(await sendData<TwoFactorSetup>('post', staffPaths.twoFactorSetup));
    });

  const turnOn = (code: string) =>
    run(async () => {
      const answer = await sendData<RecoveryCodesAnswer>('post', staffPaths.twoFactorEnable, {
        code,
      });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      rememberEnabled(true);
      return 'Two-factor sign-in turned on successfully.';
    });

  const turnOff = (code: string) =>
    run(async () => {
      await sendData('post', staffPaths.twoFactorDisable, { code });
      setRecoveryCodes([]);
      rememberEnabled(false);
      return 'Two-factor sign-in turned off successfully.';
    });

  return (
    <EditorSection heading="Two-factor sign-in">
      {recoveryCodes.length > 0 && (
        <div className={styles.recovery}>
          <p>
            Keep these recovery codes somewhere safe, apart from your phone. Each one signs you in once in
            place of a code if you lose your authenticator app. They are shown only now.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {enabled && (
        <>
          <p>Two-factor sign-in is on: signing in asks for a code from your authenticator app.</p>
          <CodeForm
            hint="To turn it off, enter a code from your authenticator app or a recovery code."
            submitLabel="Turn off"
            pending={pending}
            onSubmit={(code) => void turnOff(code)}
          />
        </>
      )}
      {!enabled && !setup && (
        <>
          <p>
            Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app
            on your phone.
          </p>
          <Button variant="primary" disabled={pending} onClick={() => void startSetup()}>
            Set up two-factor sign-in
          </Button>
        </>
      )}
      {!enabled && setup && (
        <>
          <p>Scan this QR code with your authenticator app:</p>
          <img
            className={styles.qr}
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or enter this key in the app by hand: <code className={styles.secret}>{setup.secret}</code>
          </p>
          <CodeForm
            hint="Then enter the 6-digit code the app shows."
            submitLabel="Turn on"
            pending={pending}
            onSubmit={(code) => void turnOn(code)}
          />
        </>
      )}
      <StatusMessage message={status} />
    </EditorSection>
  );
}
