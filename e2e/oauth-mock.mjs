// Facebook for the browser journeys: an OAuth 2 server (oauth2-mock-server) on a fixed local port,
// which the shop is configured to use instead of facebook.com (playwright.config.ts). As at Facebook,
// who logs in is whoever is logged in at the provider: a journey sets the `mock_provider_user` cookie
// (JSON: email, first_name, last_name) on the provider's address before clicking the button. Facebook
// only hands out confirmed addresses, so the profile carries no `email_verified: false`.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OAUTH_PORT ?? 4100);
const FALLBACK = { email: 'e2e-facebook@example.com', first_name: 'ლევან', last_name: 'ბერიძე' };

/** Who the authorization code, then the access token, stand for. */
const byCode = new Map();
const byToken = new Map();

function providerUser(cookieHeader) {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('mock_provider_user='));
  if (!cookie) return FALLBACK;
  try {
    return { ...FALLBACK, ...JSON.parse(decodeURIComponent(cookie.slice('mock_provider_user='.length))) };
  } catch {
    return FALLBACK;
  }
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const code = url.searchParams.get('code');
  if (code) byCode.set(code, providerUser(req.headers.cookie));
});
server.service.on('beforeResponse', (response, req) => {
  const user = byCode.get(req.body?.code);
  byCode.delete(req.body?.code);
  if (user && response.body?.access_token) byToken.set(response.body.access_token, user);
  else {
    response.statusCode = 400;
    response.body = { error: 'invalid_grant' };
  }
});
server.service.on('beforeUserinfo', (response, req) => {
  const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
  const user = byToken.get(token);
  if (!user) {
    response.statusCode = 401;
    response.body = { error: 'invalid_token' };
    return;
  }
  // Facebook's Graph API `me` answer: an app-scoped numeric id per person.
  const id = [...user.email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e15, 7);
  response.body = { id: String(id), ...user };
});
await server.start(port, '127.0.0.1');
console.log(`OAuth provider mock on http://127.0.0.1:${port}`);
