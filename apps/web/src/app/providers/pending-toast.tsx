import { useEffect } from 'react';
import { useFeedback } from '@/components/feedback';
import { clearPendingToast, peekPendingToast } from '@/lib/pending-toast';

/** Shows the success notice the sign-in page left for the first page with toasts. */
export function PendingToast() {
  const { message } = useFeedback();
  useEffect(() => {
    const text = peekPendingToast();
    clearPendingToast();
    if (text) void message.success(text);
  }, [message]);
  return null;
}
