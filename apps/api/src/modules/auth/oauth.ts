import type { OAuthProvider } from '@sakhe/contract';
import type { Config } from '../../config';
import { UnauthorizedError } from '../../http/errors';

/**
 * The providers' side of Facebook and Google login: the authorization URL the storefront sends the
 * shopper to, the code exchange at the token endpoint, and the profile from the userinfo endpoint.
 * Endpoints are settings, so tests and staging can point them at a mock provider.
 */

export interface ProviderSettings {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** Null while the provider has no client id: the feature is off. */
export function providerSettings(config: Config, provider: OAuthProvider): ProviderSettings | null {
  if (provider === 'facebook') {
    if (!config.FACEBOOK_CLIENT_ID) return null;
    return {
      provider,
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authorizeUrl: config.FACEBOOK_AUTHORIZE_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userinfoUrl: config.FACEBOOK_USERINFO_URL,
      scope: 'email,public_profile',
    };
  }
  if (!config.GOOGLE_CLIENT_ID) return null;
  return {
    provider,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    userinfoUrl: config.GOOGLE_USERINFO_URL,
    scope: 'openid email profile',
  };
}

export function authorizationUrl(settings: ProviderSettings, redirectUri: string, state?: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

const TIMEOUT_MS = 10_000;
const REJECTED = 'Invalid credentials.';

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The authorization code for an access token; a code the provider refuses is a failed login (401). */
export async function exchangeCode(
  settings: ProviderSettings,
  code: string,
  redirectUri: string,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: settings.clientId,
    ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}),
  });
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await readJson(response);
  if (!response.ok || typeof body.access_token !== 'string') throw new UnauthorizedError(REJECTED);
  return body.access_token;
}

export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const truthy = (value: unknown) => value === true || value === 'true';

/**
 * The provider's userinfo for an access token. Google says whether the address is verified
 * (`email_verified`, or `verified_email` in its v2 API) and nothing else counts; Facebook only
 * hands out confirmed addresses, so its address is taken unless it says otherwise.
 */
export async function fetchProfile(
  settings: ProviderSettings,
  accessToken: string,
): Promise<ProviderProfile> {
  const response = await fetch(settings.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await readJson(response);
  const subject = text(body.sub) ?? (typeof body.id === 'number' ? String(body.id) : text(body.id));
  if (!response.ok || subject === null) throw new UnauthorizedError(REJECTED);
  const verified =
    settings.provider === 'google'
      ? truthy(body.email_verified) || truthy(body.verified_email)
      : body.email_verified !== false && body.email_verified !== 'false';
  return {
    subject,
    email: text(body.email)?.toLowerCase() ?? null,
    emailVerified: verified,
    firstName: text(body.first_name) ?? text(body.given_name),
    lastName: text(body.last_name) ?? text(body.family_name),
  };
}
