// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import homePage from '../page/Page';
import type { GalleryImage, HomeBlogSlot, HomeServiceSlot } from '../schemas';

const service = (position: number, title: string): HomeServiceSlot =>
  ({
    _id: `s${title}`,
    position,
    servicetitle: title,
    servicedescription: `${title} text`,
    serviceimg: `/uploads/${title}.webp`,
  }) as HomeServiceSlot;
const blog = (position: number, title: string): HomeBlogSlot =>
  ({
    _id: `b${title}`,
    position,
    blogtitle: title,
    blogdescription: `${title} text`,
    blogimg: '',
  }) as HomeBlogSlot;
const gallery = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `g${i}`,
    imagePath: `/uploads/gallery-${i}.webp`,
    imagePathAlt: `Sparring at the summer camp, round ${i + 1}`,
    imagePathDecorative: false,
    imagePathFocus: '',
  }));

const saved = {
  'GET /home/hero': ok({
    _id: 'h',
    herotitle: 'Discipline first',
    herodescription: 'Since 1990',
    heroimg: '/uploads/hero.webp',
  }),
  'GET /home/aboutus': ok({
    _id: 'a',
    aboutustitle: 'Our dojo',
    aboutusdescription: 'A family club',
    aboutusimg: '/uploads/dojo.webp',
    aboutusimgAlt: 'Students bowing in the dojo',
  }),
  'GET /home/whychooseus': ok({
    _id: 'w',
    whychooseustitle: 'Why us',
    whychooseusdescription: 'Certified senseis',
    whychooseusimg: '',
  }),
  'GET /home/service': ok([
    service(2, 'Kumite'),
    service(4, 'Extra'),
    service(1, 'Kata'),
    service(3, 'Self-defence'),
  ]),
  'GET /home/blog': ok([blog(3, 'Grading'), blog(1, 'Camp'), blog(2, 'Tournament'), blog(4, 'Older')]),
  'GET /home/gallery': ok(gallery(3)),
};
const neverSaved = {
  'GET /home/hero': ok(null),
  'GET /home/aboutus': ok(null),
  'GET /home/whychooseus': ok(null),
  'GET /home/service': ok([]),
  'GET /home/blog': ok([]),
  'GET /home/gallery': ok([]),
};

const renderHome = (routes: Record<string, Route>) => renderPage(homePage, { api: routes }).api;

const sectionOf = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

test('loads the six sections together, then shows the page', async () => {
  const api = renderHome(saved);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discipline first' })).toBeInTheDocument();
  expect(screen.getByText('Since 1990')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our dojo' })).toBeInTheDocument();
  expect(screen.getByText('Certified senseis')).toBeInTheDocument();
  expect(api.requests.map((r) => r.url).sort()).toEqual([
    '/home/aboutus',
    '/home/blog',
    '/home/gallery',
    '/home/hero',
    '/home/service',
    '/home/whychooseus',
  ]);
});

test('one failed call shows the page error instead of the page', async () => {
  renderHome({ ...saved, 'GET /home/gallery': failure(503, 'Database unavailable') });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again later.');
  expect(screen.queryByRole('heading', { name: 'Discipline first' })).not.toBeInTheDocument();
});

test('sections never saved show the built-in texts', async () => {
  renderHome(neverSaved);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unleash Your Inner Warrior' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Default About Us Title' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Default Why Choose Us Title' })).toBeInTheDocument();
  // Hero, about and why-choose-us descriptions.
  expect(screen.getAllByText('Default Description')).toHaveLength(3);
  expect(screen.getByText('No blogs available')).toBeInTheDocument();
  expect(screen.getByText('No images available in the gallery.')).toBeInTheDocument();
});

test('a slot saved without texts shows the default title and description', async () => {
  renderHome({
    ...neverSaved,
    'GET /home/service': ok([
      { _id: 's', position: 1, servicetitle: '', servicedescription: '', serviceimg: '' },
    ]),
  });
  const services = within(
    await screen.findByRole('heading', { name: 'Our Services' }).then((h) => h.closest('section')!),
  );
  expect(services.getByRole('heading', { name: 'Default Title' })).toBeInTheDocument();
  expect(services.getByText('Default Description')).toBeInTheDocument();
});

test('shows only the first three services and blogs, in slot order', async () => {
  renderHome(saved);
  await screen.findByRole('heading', { name: 'Our Services' });
  const services = within(sectionOf('Our Services')).getAllByRole('heading', { level: 3 });
  expect(services.map((h) => h.textContent)).toEqual(['Kata', 'Kumite', 'Self-defence']);
  const blogs = within(sectionOf('Latest Blogs')).getAllByRole('heading', { level: 3 });
  expect(blogs.map((h) => h.textContent)).toEqual(['Camp', 'Tournament', 'Grading']);
  expect(screen.queryByText('No blogs available')).not.toBeInTheDocument();
});

test('links lead to the other pages', async () => {
  renderHome(saved);
  expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/about');
  expect(within(sectionOf('Our Services')).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
    'href',
    '/service',
  );
  expect(within(sectionOf('Latest Blogs')).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
    'href',
    '/blog',
  );
  expect(screen.getByRole('heading', { name: 'Ready to Begin Your Journey?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test('the gallery draws its list twice for the loop, hiding the copy, at 5 s per image', async () => {
  renderHome(saved);
  const photos = await screen.findByRole('list', { name: 'Gallery photos' });
  expect(within(photos).getAllByRole('img')).toHaveLength(3);
  expect(within(photos).getByRole('img', { name: 'Sparring at the summer camp, round 2' })).toHaveAttribute(
    'src',
    '/uploads/gallery-1.webp',
  );
  const track = photos.parentElement!;
  const copies = track.querySelectorAll('ul');
  expect(copies).toHaveLength(2);
  expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
  expect(copies[1].querySelectorAll('img')).toHaveLength(3);
  expect(track.style.animationDuration).toBe('15s');
  expect(screen.queryByText('No images available in the gallery.')).not.toBeInTheDocument();
});

test('only the hero image loads eagerly; every image has its size set', async () => {
  renderHome(saved);
  await screen.findByRole('heading', { name: 'Our Services' });
  const images = Array.from(document.querySelectorAll('img'));
  const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
  expect(eager.map((img) => img.getAttribute('src'))).toEqual(['/uploads/hero.webp']);
  for (const img of images) {
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  }
  expect(screen.getByRole('img', { name: 'Students bowing in the dojo' })).toHaveAttribute(
    'src',
    '/uploads/dojo.webp',
  );
});

test('stored pictures offer their narrower copies: the gallery’s at 256 px, the hero’s first', async () => {
  const stem = '0123456789abcdef0123456789abcdef';
  renderHome({
    ...saved,
    'GET /home/gallery': ok([{ ...gallery(1)[0], imagePath: `/uploads/${stem}-1024x768.webp` }]),
  });
  const photos = await screen.findByRole('list', { name: 'Gallery photos' });
  const photo = within(photos).getByRole('img');
  expect(photo).toHaveAttribute(
    'srcset',
    `/uploads/${stem}-480w.webp 480w, /uploads/${stem}-960w.webp 960w, /uploads/${stem}-1024x768.webp 1024w`,
  );
  expect(photo).toHaveAttribute('sizes', '256px');
  expect(photo).toHaveAttribute('loading', 'lazy');
  const hero = document.querySelector('img[fetchpriority="high"]');
  expect(hero).toHaveAttribute('src', '/uploads/hero.webp');
  expect(hero).toHaveAttribute('loading', 'eager');
});

test('the document title and description come from the hero', async () => {
  renderHome(saved);
  await screen.findByRole('heading', { level: 1, name: 'Discipline first' });
  expect(document.title).toBe('Discipline first | Our Company');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Since 1990');
});

test('the two Learn More links have names of their own', async () => {
  renderHome(saved);
  await screen.findByRole('heading', { name: 'Our Services' });
  expect(screen.getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute(
    'href',
    '/service',
  );
  expect(screen.getByRole('link', { name: 'Learn More on our blog' })).toHaveAttribute('href', '/blog');
});
