import { useState } from 'react';
import { AdminScreen } from '@academy/admin-kit';
import type { Redirect } from '@academy/contracts';
import { RedirectForm } from './features/redirects/RedirectForm';
import { RedirectList } from './features/redirects/RedirectList';

/**
 * The redirects (/admin/redirects, editors and owners): old addresses of the site that lead to
 * new ones; a post's changed slug adds one by itself.
 */
export default function AdminRedirectsPage() {
  const [editing, setEditing] = useState<Redirect | undefined>();
  return (
    <AdminScreen title="Redirects">
      <RedirectList onEdit={setEditing} />
      <RedirectForm editing={editing} onDone={() => setEditing(undefined)} />
    </AdminScreen>
  );
}
