import { useSyncExternalStore, type ReactNode } from 'react';
import { useReviewResult } from '../../lib/reviews/use-review-result';
import { userSummaryStore } from '../../lib/account/user-summary';
import { ReviewForm } from './ReviewForm';
import { ReviewLoginPrompt } from './ReviewLoginPrompt';

/**
 * What the form's place shows: the login prompt to a guest (known from the header's user summary, or
 * from the action's answer), otherwise the form. The page is the same for everyone (cached), so who is
 * asking is only known here, in the browser, or in the action.
 */
export function ReviewPanel({ productCode, actions }: { productCode: string; actions?: ReactNode }) {
  const summary = useSyncExternalStore(userSummaryStore.subscribe, userSummaryStore.get, () => null);
  const result = useReviewResult(productCode);
  const guest = summary?.loggedIn === false || (result?.ok === false && result.reason === 'login');
  return guest ? <ReviewLoginPrompt /> : <ReviewForm productCode={productCode} actions={actions} />;
}
