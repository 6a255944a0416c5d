import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackHost } from './feedback';

const FeedbackHolders = lazy(() => import('./feedback-holders'));

/** Mounts antd's message and modal holders once the app first calls `message` or `modal` (lib/feedback). */
export function FeedbackHost() {
  const wanted = useSyncExternalStore(feedbackHost.onWanted, feedbackHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  );
}
