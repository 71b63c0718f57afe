import { type Blog, formatLongDate, describedPicture } from '@academy/contracts';
import { ActionLink, Hero, PageStatus } from '@academy/ui';
import type { DetailedBlog } from '../../../schemas';
import type { BlogDetailContent } from './loadBlogDetail';
import { MediaGallery } from './MediaGallery';
import { paragraphsOf } from './paragraphs';
import styles from './blogDetail.css';

export const BLOG_NOT_FOUND = {
  title: 'Blog Not Found',
  message: 'The requested blog post could not be found.',
};

function DetailedArticle({ blog, detailed }: { blog: Blog; detailed: DetailedBlog }) {
  return (
    <>
      {detailed.subtitle && <h2>{detailed.subtitle}</h2>}
      {detailed.subDescription && <p className={styles.lead}>{detailed.subDescription}</p>}
      {paragraphsOf(detailed.content).map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is the content's.
        <p key={index}>{paragraph}</p>
      ))}
      {detailed.media.length > 0 && <MediaGallery media={detailed.media} title={blog.blogtitle} />}
    </>
  );
}

/** A blog post (route /blog/{id}): hero with its date, then its detailed content and media. */
export function BlogDetailPage({ data }: { data: BlogDetailContent }) {
  if (!data.blog)
    return <PageStatus kind="error" title={BLOG_NOT_FOUND.title} message={BLOG_NOT_FOUND.message} />;
  const { blog, detailed } = data;
  return (
    <>
      <Hero
        title={blog.blogtitle}
        description={`Published on ${formatLongDate(blog.createdAt)}`}
        image={describedPicture(blog, 'blogimg')}
      />
      <article className={styles.article} aria-label={blog.blogtitle}>
        {detailed ? (
          <DetailedArticle blog={blog} detailed={detailed} />
        ) : (
          <p className={styles.empty}>No detailed content available for this blog.</p>
        )}
        <div className={styles.back}>
          <ActionLink to="/blog">Back to Blog</ActionLink>
        </div>
      </article>
    </>
  );
}
