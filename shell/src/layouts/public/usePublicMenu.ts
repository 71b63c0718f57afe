import { arrangedPublicMenu } from '../../features/navigation/menuEntries';
import { useSiteMap } from '../../features/navigation/sitePages';
import { useSiteFrame } from './siteFrame';

/** The header's, the phone menu's and the footer's entries: the sections' pages as staff arranged them. */
export function usePublicMenu() {
  const { publicMenu } = useSiteMap();
  const { navigation } = useSiteFrame();
  return arrangedPublicMenu(publicMenu, navigation);
}
