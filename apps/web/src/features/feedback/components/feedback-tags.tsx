import type { FeedbackKind, FeedbackStatus } from '@coal/contracts';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { useFeedbackT } from '../feedback-i18n';

const STATUS_TONES: Record<FeedbackStatus, StatusTone> = {
  open: 'orange',
  answered: 'blue',
  corrected: 'green',
  closed: 'gray',
};

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useFeedbackT();
  return <StatusTag tone={STATUS_TONES[status]}>{t(`feedback.status.${status}`)}</StatusTag>;
}

export function FeedbackKindTag({ kind }: { kind: FeedbackKind }) {
  const { t } = useFeedbackT();
  return <StatusTag tone={kind === 'error' ? 'red' : 'blue'}>{t(`feedback.kind.${kind}`)}</StatusTag>;
}
