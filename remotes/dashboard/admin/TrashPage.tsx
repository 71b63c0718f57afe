import { AdminScreen } from '@academy/admin-kit';
import { TrashList } from './features/trash/TrashList';

/** The trash screen (/admin/trash): every section's deleted list items, to restore or delete forever. */
export default function AdminTrashPage() {
  return (
    <AdminScreen title="Trash">
      <TrashList />
    </AdminScreen>
  );
}
