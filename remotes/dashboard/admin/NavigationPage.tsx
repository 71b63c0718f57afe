import { AdminScreen, QueryState } from '@academy/admin-kit';
import { useNavigation } from './features/navigation/api/getNavigation';
import { NavigationEditor } from './features/navigation/NavigationEditor';
import { NAVIGATION_TEXTS } from './features/navigation/navigationTexts';

/**
 * The Navigation screen (/admin/navigation, editors and owners): the public menu's entries (the
 * header, the phone menu, the footer's quick links) renamed, hidden, reordered, and links to
 * other sites, with the menu's history.
 */
export default function AdminNavigationPage() {
  return (
    <AdminScreen title={NAVIGATION_TEXTS.title}>
      <NavigationScreen />
    </AdminScreen>
  );
}

/** Inside the screen's query client: the menu once loaded. */
function NavigationScreen() {
  const query = useNavigation();
  return (
    <QueryState query={query} errorText={NAVIGATION_TEXTS.loadError}>
      {(saved) => <NavigationEditor saved={saved} />}
    </QueryState>
  );
}
