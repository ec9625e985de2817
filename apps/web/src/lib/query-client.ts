import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http/envelope';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer from the server (401, 403, 500 …) will not change on retry; a dropped connection may.
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
