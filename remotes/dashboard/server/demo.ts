import type { DemoSeeder } from '@academy/server/kit';
import { sanitizePolicyHtml } from './privacyHtml';

const PRIVACY_POLICY = `
<h2>Who we are</h2>
<p>Shotokan Karate Academy runs karate classes for children, teenagers and adults. This policy explains which personal data we collect through this website, why, and what rights you have.</p>
<h2>What we collect</h2>
<ul>
  <li><strong>Contact messages:</strong> your name, email address, phone number (if you give it) and your message, when you use the contact form.</li>
  <li><strong>Technical data:</strong> your IP address, kept briefly in server logs to protect the site against abuse.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your details only to answer your enquiry and to arrange trial lessons. We do not sell your data or use it for advertising.</p>
<h2>How long we keep it</h2>
<p>Contact messages are deleted within 12 months unless you become a member of the academy.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or its deletion at any time by writing to <a href="mailto:info@shotokan-academy.example">info@shotokan-academy.example</a>.</p>
`;

/** The academy's name and logo, and the privacy policy (the contact section adds its details). */
export async function dashboardDemo(seed: DemoSeeder): Promise<void> {
  // The size the dashboard settings recommend for a logo.
  const logo = await seed.picture('logo', { width: 200, height: 200 });
  await seed.record('hero', { name: 'Shotokan Karate Academy' }, logo);
  await seed.record('privacy', { content: sanitizePolicyHtml(PRIVACY_POLICY) });
}
