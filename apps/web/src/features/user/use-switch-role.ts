import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, switchRole, useSessionStore } from '@/lib/session';
import { useFeedback } from '@/components/feedback';

/** Asks the server to act as the next held role and shows its message; the server decides. */
export function useSwitchRole() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const setRole = useSessionStore((s) => s.setRole);
  return useMutation({
    mutationFn: () => switchRole(),
    onSuccess: (res) => {
      setRole(res.data.role);
      void message.success(res.msg);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
