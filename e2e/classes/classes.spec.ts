import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { DATA_DIR } from '../support/environment';

// A visitor finds a class and books a free trial, with and without JavaScript; the last place goes
// to the first, the next visitor is waitlisted; staff then mark the booking in the admin screen.

const OUTBOX = path.join(DATA_DIR, 'outbox');
const BOOKED = (time: string, email: string) =>
  new RegExp(
    `^Your free trial is booked: [A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ at ${time}\\. We have sent the details to ${email.replace('.', '\\.')}\\.$`,
  );
const WAITLISTED =
  'This class is full on that date. You are on the waitlist, and we will email you if a place opens.';

/** A class of the demo's Kids program (ages 7-12) with one trial place: its id. */
async function classWithOnePlace(
  request: APIRequestContext,
  weekday: number,
  startTime: string,
  endTime: string,
) {
  const headers = bearer(await apiSignIn(request));
  const programs = (await (await request.get(`${API_PREFIX}/classes/programs`)).json()).data as {
    _id: string;
    title: string;
  }[];
  const kids = programs.find((program) => program.title === 'Kids');
  if (!kids) throw new Error('The demo content has no Kids program');
  const created = await request.post(`${API_PREFIX}/classes/sessions`, {
    headers,
    data: {
      program: kids._id,
      weekday,
      startTime,
      endTime,
      instructor: 'Sensei Hiro',
      location: '',
      trialSpots: 1,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).data._id as string;
}

/** The mails the server wrote to `email` (its To: header, not a Reply-To:), once there is one. */
async function mailTo(email: string): Promise<string> {
  const addressedTo = new RegExp(`^To: ${email.replace(/\./g, '\\.')}\\s*$`, 'm');
  const mails = () =>
    fs.existsSync(OUTBOX)
      ? fs
          .readdirSync(OUTBOX)
          .map((name) => fs.readFileSync(path.join(OUTBOX, name), 'utf8'))
          .filter((mail) => addressedTo.test(mail))
      : [];
  await expect.poll(() => mails().length).toBeGreaterThan(0);
  return mails().join('\n');
}

/** Fills the trial form for `visitor` on the first date offered and sends it. */
async function bookFirstDate(
  page: Page,
  visitor: { name: string; email: string; participant: string; age: string },
) {
  const form = page.getByRole('region', { name: 'Book a free trial' });
  await form.getByRole('radio').first().check();
  await form.getByLabel('Your name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Participant’s name').fill(visitor.participant);
  await form.getByLabel('Participant’s age').fill(visitor.age);
  await form.getByLabel('I agree to the privacy policy').check();
  await form.getByRole('button', { name: 'Book my free trial' }).click();
  return form;
}

/**
 * Reaches for the booking form, which starts the app on a page that starts it when needed, and
 * waits until React has taken the form over: a click before that posts the page natively.
 */
async function liveBookingForm(page: Page) {
  const form = page.getByRole('region', { name: 'Book a free trial' });
  await form.getByRole('radio').first().focus();
  const button = form.getByRole('button', { name: 'Book my free trial' });
  await expect
    .poll(
      () => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor filters by age, books the last place of a class; the next visitor is waitlisted', async ({
    page,
    request,
  }) => {
    const session = await classWithOnePlace(request, 7, '19:45', '20:45');

    await page.goto('/classes');
    const finder = page.getByRole('search', { name: 'Find a class' });
    await finder.getByLabel('Age').fill('8');
    await finder.getByRole('button', { name: 'Show classes' }).click();
    await expect(page).toHaveURL(/[?&]age=8/);
    const timetable = page.locator('section', {
      has: page.getByRole('heading', { name: 'Weekly Timetable' }),
    });
    await expect(timetable).toContainText('Kids');
    await expect(timetable).not.toContainText('Little Dragons');
    await timetable.getByRole('link', { name: 'Book a free trial: Kids, Sunday 19:45' }).click();
    await expect(page).toHaveURL(`/classes/book?session=${session}`);

    const first = { name: 'Mariko Ito', email: 'mariko.ito@example.com', participant: 'Ren Ito', age: '8' };
    const form = await bookFirstDate(page, first);
    await page.waitForLoadState();
    await expect(form.getByText(BOOKED('19:45', first.email))).toBeVisible();
    const confirmation = await mailTo(first.email);
    expect(confirmation).toContain('Content-Type: text/calendar');
    expect(confirmation).toMatch(/\/classes\/booking\?token=/);

    await page.goto(`/classes/book?session=${session}`);
    await expect(
      page.getByRole('region', { name: 'Book a free trial' }).getByRole('radio').first(),
    ).toBeVisible();
    await expect(page.getByText('Full: join the waitlist').first()).toBeVisible();
    const next = { name: 'Tom Baker', email: 'tom.baker@example.com', participant: 'Lily Baker', age: '9' };
    await bookFirstDate(page, next);
    await page.waitForLoadState();
    await expect(page.getByText(WAITLISTED)).toBeVisible();
    expect(await mailTo(next.email)).toContain('waitlist');
  });
});

test('with JavaScript the live form books and waitlists; staff mark the booking attended and joined, and it is in the CSV', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await classWithOnePlace(request, 6, '14:15', '15:15');
  const first = { name: 'Sara Novak', email: 'sara.novak@example.com', participant: 'Eva Novak', age: '10' };
  const second = {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    participant: 'Yusuf Haddad',
    age: '11',
  };

  const visitor = await browser.newPage();
  await visitor.goto(`/classes/book?session=${session}`);
  // The live form sends to the API itself: no page is posted.
  const sentToApi = visitor.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === `${API_PREFIX}/classes/bookings`,
  );
  await liveBookingForm(visitor);
  const form = await bookFirstDate(visitor, first);
  await sentToApi;
  await expect(form.getByText(BOOKED('14:15', first.email))).toBeVisible();
  expect(new URL(visitor.url()).search).toBe(`?session=${session}`);
  await mailTo(first.email);
  await visitor.goto(`/classes/book?session=${session}`);
  await liveBookingForm(visitor);
  await bookFirstDate(visitor, second);
  await expect(visitor.getByText(WAITLISTED)).toBeVisible();
  await visitor.close();

  await signIn(page);
  await page.goto('/admin/classes/bookings');
  const status = page.getByRole('combobox', { name: `Status of ${first.participant}'s booking` });
  await expect(status).toHaveValue('booked');
  await expect(page.getByRole('combobox', { name: `Status of ${second.participant}'s booking` })).toHaveValue(
    'waitlisted',
  );
  await status.selectOption('Attended');
  await expect(status).toHaveValue('attended');
  const outcome = page.getByRole('combobox', { name: `Outcome of ${first.participant}'s booking` });
  await outcome.selectOption('Joined');
  await expect(outcome).toHaveValue('joined');
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of ${first.participant}'s booking` })).toHaveValue(
    'attended',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe('Class,Date,Time,Participant,Age,Name,Email,Phone,Message,Status,Outcome,Booked at');
  const row = rows.find((line) => line.includes(first.email)) ?? '';
  expect(row).toContain(`${first.participant},${first.age},${first.name},${first.email}`);
  expect(row).toMatch(/,attended,joined,/);
});
