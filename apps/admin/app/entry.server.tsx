import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Runs only at build time: React Router renders the single-page app's index.html (the root's
 * HydrateFallback) with it. The back office has no server rendering (ssr: false), so this needs no
 * Node server runtime; it waits for the whole page (allReady) because React Router writes the end of
 * its start-up data from a Suspense boundary, which the browser waits for before the app starts.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />);
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status, headers });
}
