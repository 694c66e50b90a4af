import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
} from 'react-router';
// Every language's messages, for renders, meta, actions and e-mails on the server.
import './lib/i18n/i18n.server';
import { deferredPartsLoaded } from './components/layout/deferred';
import { privateWhenSettingCookies } from './lib/http/private-cookies.server';
import { privateWhenAdded } from './lib/cart/added.server';
import { scriptsAfterFirstPaint } from './lib/http/scripts-after-paint.server';
import { rememberReferral } from './lib/referral/cookie.server';
import { commitSession } from './lib/http/session.server';
import { contentSecurityPolicy, newNonce } from './lib/http/csp.server';
import { NonceContext } from './lib/http/nonce';
import { readSiteSettings } from './lib/layout/layout.server';

export const streamTimeout = 5_000;

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the storefront plugin on renders for its page cache (apps/api/src/storefront/plugin.ts). */
    wholeDocument?: boolean;
  }
}

// Tokens a loader or action renewed (or forgot) reach the browser with whatever response it gets,
// and so does an invitation (`?ref=`) from the page's URL.
export const handleDataRequest: HandleDataRequestFunction = async (response, { context, request }) => {
  await commitSession(context, response.headers);
  await rememberReferral(context, request, response.headers);
  privateWhenSettingCookies(response.headers);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await commitSession(loadContext, responseHeaders);
  await rememberReferral(loadContext, request, responseHeaders);
  privateWhenSettingCookies(responseHeaders);
  privateWhenAdded(request, responseHeaders);
  // Every inline script of the page carries this response's nonce; the policy allows no other.
  const nonce = newNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, { gtm: readSiteSettings().gtmId !== null }),
  );
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Parts the browser hydrates later are in the HTML at once (loaded on the first request only).
  await deferredPartsLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers and the page cache get the complete document in one piece (every part in its place, as
    // a page without JavaScript shows it); people asking for a page rendered just for them get the
    // shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.wholeDocument
        ? 'onAllReady'
        : 'onShellReady';

    // Abort after streamTimeout so the rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // React moves a finished Suspense boundary past the first 12.8 KB to the end of the document,
        // shown by a script. The deferred parts (the category bar, the footer) are finished boundaries:
        // they stay where they belong, so the page works without JavaScript and nothing shifts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(scriptsAfterFirstPaint(nonce)).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject above and are logged by React Router; log the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
