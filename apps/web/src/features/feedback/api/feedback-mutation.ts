import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackKeys } from './feedback-keys';

/** Every feedback change reloads every feedback view. */
export function useFeedbackMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
