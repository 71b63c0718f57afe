import { useState } from 'react';
import { logOut } from '../../features/auth/logOut';

export function LogoutButton({ className }: { className: string }) {
  const [pending, setPending] = useState(false);
  const onClick = () => {
    setPending(true);
    void logOut();
  };
  return (
    <button type="button" className={className} onClick={onClick} disabled={pending}>
      {pending ? 'Logging out...' : 'Logout'}
    </button>
  );
}
