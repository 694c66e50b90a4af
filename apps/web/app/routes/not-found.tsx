import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { notFound } from '../lib/http/route-params';

// Any path no other route claims. The ErrorBoundary also keeps this a page rather than a resource route.
export function loader(): never {
  notFound();
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
