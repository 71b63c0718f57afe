import { mapEmbedAttributes } from '@academy/contracts';
import { api, type AuthHeaders, type TestApp, withSignedInApp } from '@academy/server/testing';

const MAP_ERROR = 'mapEmbed must be a single Google Maps or OpenStreetMap embed iframe.';
const valid = { address: '1 Dojo Road', phone: '+44 20 1234 5678', email: 'dojo@example.com' };

describe('contact information', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });

  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: api('/contact/contacts'), headers, payload });

  it('names the missing or invalid field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: valid.phone, email: valid.email }, 'address is required'],
      [{ ...valid, phone: ' ' }, 'phone is required'],
      [{ ...valid, email: '' }, 'email is required'],
      [{ ...valid, email: 'not-an-email' }, 'email must be a valid email address'],
      [{ ...valid, address: 'x'.repeat(501) }, 'address must be at most 500 characters'],
    ];
    for (const [payload, error] of cases) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error });
    }
  });

  it('saves without a map and reads it back', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ _id: expect.any(String), ...valid, mapEmbed: '', revision: '1' });
    expect((await t.app.inject({ method: 'GET', url: api('/contact/contacts') })).json().data).toEqual(
      response.json().data,
    );
  });

  it('keeps an allowed map iframe with its safe attributes only', async () => {
    const osm =
      '<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&amp;layer=mapnik" style="border:1px" onload="evil()" allowfullscreen loading="lazy"></iframe>';
    const response = await put({ ...valid, mapEmbed: osm });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mapEmbed).toBe(
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&amp;layer=mapnik" width="425" height="350" allowfullscreen loading="lazy"></iframe>',
    );
    const google =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" referrerpolicy="no-referrer-when-downgrade"></iframe>';
    expect((await put({ ...valid, mapEmbed: google })).json().data.mapEmbed).toBe(google);
    const classic = '<iframe src="https://maps.google.com/maps?q=dojo&output=embed"></iframe>';
    expect((await put({ ...valid, mapEmbed: classic })).json().data.mapEmbed).toBe(
      '<iframe src="https://maps.google.com/maps?q=dojo&amp;output=embed"></iframe>',
    );
  });

  it('refuses scripts, other sites, plain http and extra markup', async () => {
    const bad = [
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example/maps/embed"></iframe>',
      '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://www.google.com/search?q=x"></iframe>',
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><iframe src="https://www.google.com/maps/embed?pb=2"></iframe>',
      '<iframe src="https://www.google.com/maps/embed?pb=1"><script>x</script></iframe>',
      '<p>hi</p><iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
    ];
    for (const mapEmbed of bad) {
      const response = await put({ ...valid, mapEmbed });
      expect({ mapEmbed, status: response.statusCode }).toEqual({ mapEmbed, status: 400 });
      expect(response.json()).toEqual({ success: false, error: MAP_ERROR });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: api('/contact/contacts') })).json().data.mapEmbed,
    ).toContain('maps.google.com');
  });

  it('stores the map in the one form the contact page reads back into the frame’s attributes', async () => {
    const typed =
      '<iframe title=\'Dojo "Hall" & park\' src="https://www.google.com/maps/embed?pb=1&amp;q=a%20b" height="100%" allowfullscreen referrerpolicy="no-referrer"></iframe>';
    const stored = (await put({ ...valid, mapEmbed: typed })).json().data.mapEmbed;
    expect(mapEmbedAttributes(stored)).toEqual({
      src: 'https://www.google.com/maps/embed?pb=1&q=a%20b',
      title: 'Dojo "Hall" & park',
      height: '100%',
      allowfullscreen: '',
      referrerpolicy: 'no-referrer',
    });
  });
});
