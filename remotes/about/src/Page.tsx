import { Hero } from 'shared-contracts/ui';

/** The about page: the section's content API comes with its own issue; until then, the defaults. */
export default function AboutPage() {
  return <Hero title="Default Title" description="Default Description" />;
}
