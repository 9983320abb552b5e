import { expect, test } from './fixtures';

test('[API] /api/health answers 200 while the database is reachable', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('[SECURITY] state-changing requests with a missing or foreign Origin are refused', async ({
  request,
  baseURL,
}) => {
  const body = { email: 'nobody@example.in', password: 'whatever-pass' };
  const foreign = await request.post('/api/auth/sign-in/email', {
    data: body,
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  const missing = await request.post('/api/auth/sign-in/email', { data: body, headers: { origin: '' } });
  expect(missing.status()).toBe(403);
  // A Server Action posted from another site.
  const action = await request.post('/login', {
    headers: { origin: 'https://evil.example', 'next-action': 'anything', 'content-type': 'text/plain' },
    data: '[]',
  });
  expect(action.status()).toBe(403);
  // The site's own origin passes the check (and then fails on the wrong password).
  const own = await request.post('/api/auth/sign-in/email', { data: body, headers: { origin: baseURL ?? '' } });
  expect(own.status()).toBe(401);
});

test('[SECURITY] private files are for admins only', async ({ request }) => {
  const response = await request.get('/api/files/private/123e4567-e89b-12d3-a456-426614174000.pdf');
  expect(response.status()).toBe(401);
  const traversal = await request.get('/api/files/private/..%2F..%2Fsite.db');
  expect([400, 404]).toContain(traversal.status());
});

test('[PAGES] public pages are served without touching the session', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toBeUndefined();
  // Prerendered: Next marks static pages as cacheable.
  expect(response.headers()['cache-control'] ?? '').toMatch(/s-maxage|max-age/);
});
