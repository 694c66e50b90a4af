import { isRouteErrorResponse, useRouteError } from 'react-router';
import { deferred } from '../layout/deferred';

// Every page's error boundary names it; only an error page loads it (in the server's HTML from the start).
const ErrorPage = deferred(() => import('./ErrorPage').then((module) => module.ErrorPage), 'now');

/** Renders whatever a loader, action or component threw as the error page with the right status. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
