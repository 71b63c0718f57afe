import type { ContentFieldNames, SectionDefinition, SectionPage } from '@academy/contracts';
import { useContent } from '../api/getContent';
import { readContent } from '../content/contentFields';
import { PageSearchFieldsEditor } from './PageSearchFieldsEditor';
import { SEARCH_AND_SOCIAL } from './seoTexts';

/** The pages of a section with search and social fields of their own: one page each, listed in the sitemap. */
export const searchablePages = (section: Pick<SectionDefinition, 'pages'>) =>
  section.pages.filter((page) => !page.path.includes(':') && page.inSitemap !== false);

/** A page without a label by its address: `/privacy-policy` is 'Privacy policy'. */
const pageName = (page: SectionPage) => {
  const words = page.label ?? page.path.split('/').filter(Boolean).join(' ').replace(/-/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : page.path;
};

interface PagePanelProps {
  page: SectionPage;
  heading: string;
}

/** A page without a hero: it says its label of itself. */
const LabelledPagePanel = ({ page, heading }: PagePanelProps) => (
  <PageSearchFieldsEditor
    path={page.path}
    heading={heading}
    own={{ title: pageName(page), description: '' }}
  />
);

/** A page whose hero is what its meta says of it where a field is left empty. */
function HeroPagePanel({
  page,
  heading,
  hero,
}: PagePanelProps & { hero: { path: string; fields: ContentFieldNames } }) {
  const stored = useContent<Record<string, unknown> | null>(hero.path).data ?? null;
  const { title, description, image } = readContent(stored, hero.fields);
  const own = { title: title || pageName(page), description, image };
  return <PageSearchFieldsEditor path={page.path} heading={heading} own={own} />;
}

/**
 * The 'Search & social' panels of a section's pages (named by the page when the section has
 * several), after its editors: every screen that edits a page shows how it is found and shared.
 */
export function SectionSearchFields({ section }: { section: SectionDefinition }) {
  const pages = searchablePages(section);
  const { hero } = section.records;
  return (
    <>
      {pages.map((page, index) => {
        const heading = pages.length > 1 ? `${SEARCH_AND_SOCIAL}: ${pageName(page)}` : SEARCH_AND_SOCIAL;
        // The section's hero is its first page's.
        return index === 0 && hero?.fields ? (
          <HeroPagePanel
            key={page.path}
            page={page}
            heading={heading}
            hero={{ path: hero.path, fields: hero.fields }}
          />
        ) : (
          <LabelledPagePanel key={page.path} page={page} heading={heading} />
        );
      })}
    </>
  );
}
