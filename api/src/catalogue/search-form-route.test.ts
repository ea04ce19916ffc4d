// The header search without JavaScript: the form's GET is sent on to the page the script opens (product rules §2),
// whatever the visitor typed, and nothing they send makes it fail.
import { paths } from '@yachts/contracts/paths';
import { fileApp } from '../testing/file-app';

const t = fileApp();

async function search(query: string): Promise<{ status: number; location: string | undefined }> {
  const response = await t.app.inject({ method: 'GET', url: `/search${query}` });
  return { status: response.statusCode, location: response.headers.location };
}

test('keywords in a category open that list searched for them, as the script does', async () => {
  expect(await search(`?category=${encodeURIComponent(paths.usedYachts())}&keywords=beneteau+oceanis`)).toEqual({
    status: 303,
    location: paths.search(paths.usedYachts(), 'beneteau oceanis'),
  });
  expect(await search(`?category=${encodeURIComponent(paths.newYachts())}&keywords=${encodeURIComponent('  sun/seeker & co?  ')}`)).toEqual(
    {
      status: 303,
      location: paths.search(paths.newYachts(), 'sun/seeker & co?'),
    },
  );
  expect(paths.search(paths.newYachts(), 'sun/seeker & co?')).toBe('/new-yachts-for-sale/sun%2Fseeker%20%26%20co%3F/');
});

test('an unknown or missing category searches the new yachts; no address outside the site is ever the target', async () => {
  for (const category of ['https://evil.example.com/', '//evil.example.com/', '/account/information', '']) {
    expect(await search(`?category=${encodeURIComponent(category)}&keywords=x`)).toEqual({
      status: 303,
      location: '/new-yachts-for-sale/x/',
    });
  }
  expect(await search('?keywords=x')).toEqual({ status: 303, location: '/new-yachts-for-sale/x/' });
});

test("blank keywords go back to the page the form was on, with the notice that draws 'Please enter keywords'", async () => {
  const from = encodeURIComponent('/used-yachts-for-sale/?sort=price-asc');
  expect(await search(`?category=${encodeURIComponent(paths.usedYachts())}&keywords=+++&from=${from}`)).toEqual({
    status: 303,
    location: '/used-yachts-for-sale/?sort=price-asc&notice=enter-keywords',
  });
  expect(await search('?from=%2Fcommunity%2F')).toEqual({ status: 303, location: '/community/?notice=enter-keywords' });
  expect(await search('')).toEqual({ status: 303, location: '/?notice=enter-keywords' });
  for (const from of ['https://evil.example.com/', '//evil.example.com/', '/\\evil.example.com', 'javascript:alert(1)']) {
    expect(await search(`?keywords=&from=${encodeURIComponent(from)}`)).toEqual({ status: 303, location: '/?notice=enter-keywords' });
  }
});

test('repeated or very long parameters are read, not refused', async () => {
  expect(await search('?keywords=a&keywords=b')).toEqual({ status: 303, location: '/new-yachts-for-sale/a/' });
  const long = await search(`?keywords=${'x'.repeat(5000)}`);
  expect(long.status).toBe(303);
  expect(long.location).toBe(`/new-yachts-for-sale/${'x'.repeat(200)}/`);
});
