import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** Renders whatever a loader, action or component threw as the error page with the right status. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
