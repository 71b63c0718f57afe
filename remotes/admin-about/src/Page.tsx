/** The admin about screen: its editors come with the about section's issue. */
export default function AdminAboutPage() {
  return (
    <section>
      <h1>About content</h1>
      <p>The editors for this section are not available yet.</p>
    </section>
  );
}
