import { type PageSeo, pageSeoPath } from '@academy/contracts';
import { useSettingsStore } from '@academy/runtime';
import { useContent } from '../api/getContent';
import { EditorSection } from '../EditorSection';
import { QueryState } from '../QueryState';
import { RecordEditCycle } from '../record/RecordEditCycle';
import { type PageOwnMeta, type SearchFieldsDraft, searchAppearance, searchFieldsBody } from './searchFields';
import { SearchFieldsForm } from './SearchFieldsForm';
import { SearchPreviews } from './SearchPreviews';
import { SEARCH_AND_SOCIAL, SEO_LABELS, SEO_LOAD_FAILED, SEO_SAVED, SEO_SAVE_FAILED } from './seoTexts';

/** A page's address as visitors reach it: this site's origin and the page's path. */
const pageUrl = (path: string) => new URL(path, window.location.origin).href;

/**
 * The 'Search & social' panel of one public page (`/seo?path=`): how the page shows in a search
 * result and as a shared card, with Edit, through the one edit cycle (History, drafts, Preview,
 * unsaved text kept). `heading` names the page when a screen edits more than one.
 */
export function PageSearchFieldsEditor({
  path,
  own,
  heading = SEARCH_AND_SOCIAL,
}: {
  path: string;
  own: PageOwnMeta;
  heading?: string;
}) {
  const recordPath = pageSeoPath(path);
  const query = useContent<PageSeo | null>(recordPath);
  const siteName = useSettingsStore((state) => state.dashboardName);
  const url = pageUrl(path);
  return (
    <EditorSection heading={heading}>
      <QueryState query={query} errorText={SEO_LOAD_FAILED}>
        {(saved) => (
          <RecordEditCycle<PageSeo | null, SearchFieldsDraft>
            subject={`search and social fields of ${path}`}
            request={{ method: 'put', path: recordPath }}
            record={{ path: recordPath, page: path, stored: saved, labels: SEO_LABELS }}
            body={searchFieldsBody}
            messages={{ success: SEO_SAVED, failure: SEO_SAVE_FAILED }}
            view={
              <SearchPreviews
                appearance={searchAppearance(saved ?? {}, own, { siteName, url, chosenImage: '' })}
              />
            }
            form={(controls, _failure, draft) => (
              <SearchFieldsForm
                saved={draft ?? saved}
                own={own}
                siteName={siteName}
                url={url}
                {...controls}
              />
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
