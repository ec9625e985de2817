import { OwnFeedbackPage } from '@/features/feedback/pages';
import { SubsectionSnapshot } from '@/features/profile';

/** The user's own data feedback, each thread's kept data drawn by the profile's own renderers. */
export function OwnFeedbackRoute() {
  return (
    <OwnFeedbackPage renderSnapshot={(id, data) => <SubsectionSnapshot subsectionId={id} data={data} />} />
  );
}
