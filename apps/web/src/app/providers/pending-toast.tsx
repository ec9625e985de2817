import { useEffect } from 'react';
import { useFeedback } from '@/components/feedback';
import { takePendingToast } from '@/lib/pending-toast';

/** Shows the success notice the sign-in page left for the first page with toasts. */
export function PendingToast() {
  const { message } = useFeedback();
  useEffect(() => {
    const text = takePendingToast();
    if (text) void message.success(text);
  }, [message]);
  return null;
}
