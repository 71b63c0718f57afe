/** The admin contact screen: its editors come with the contact section's issue. */
export default function AdminContactPage() {
  return (
    <section>
      <h1>Contact content</h1>
      <p>The editors for this section are not available yet.</p>
    </section>
  );
}
