/** The admin blog screen: its editors come with the blog section's issue. */
export default function AdminBlogPage() {
  return (
    <section>
      <h1>Blog content</h1>
      <p>The editors for this section are not available yet.</p>
    </section>
  );
}
