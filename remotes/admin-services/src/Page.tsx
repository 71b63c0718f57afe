/** The admin services screen: its editors come with the services section's issue. */
export default function AdminServicesPage() {
  return (
    <section>
      <h1>Services content</h1>
      <p>The editors for this section are not available yet.</p>
    </section>
  );
}
