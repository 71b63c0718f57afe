import { Hero } from 'shared-contracts/ui';

/** The services page: the section's content API comes with its own issue; until then, the defaults. */
export default function ServicesPage() {
  return <Hero title="Default Title" description="Default Description" />;
}
