import { FeedbackAdminPage } from '@/features/feedback/pages';
import { SubsectionSnapshot } from '@/features/profile';

/** 系统管理 → 数据反馈, each thread's kept data drawn by the profile's own renderers. */
export function FeedbackAdminRoute() {
  return (
    <FeedbackAdminPage renderSnapshot={(id, data) => <SubsectionSnapshot subsectionId={id} data={data} />} />
  );
}
