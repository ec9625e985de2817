import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useFeedback } from '@/components/feedback';
import { clearPendingToast, peekPendingToast } from '@/lib/pending-toast';

/** Warnings stay as long as the spec's error notices (SPEC.md §9: 5000 ms). */
const WARNING_SECONDS = 5;

/** Shows the notice the previous page (or a redirect on the way here) left, after every navigation. */
export function PendingToast() {
  const { message } = useFeedback();
  const { key } = useLocation();
  useEffect(() => {
    const notice = peekPendingToast();
    clearPendingToast();
    if (notice?.type === 'warning') void message.warning(notice.text, WARNING_SECONDS);
    else if (notice) void message.success(notice.text);
  }, [message, key]);
  return null;
}
