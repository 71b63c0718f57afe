import { AdminScreen, SectionEditors } from '@academy/admin-kit';
import section from '../section';

/** The admin __LABEL__ screen (/admin/__NAME__): the hero and the items, each editor saving on its own. */
export default function Admin__COMPONENT__Page() {
  return (
    <AdminScreen title="__LABEL__ content">
      <SectionEditors section={section} />
    </AdminScreen>
  );
}
