import {
  okEnvelope,
  rescoreResponse,
  sentimentAnalyzeResponse,
  type SentimentTerm,
  type SentimentTermBody,
  sentimentTermListResponse,
  sentimentTermResponse,
} from '@coal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export function useTerms() {
  return useQuery({
    queryKey: newsKeys.terms(),
    queryFn: async ({ signal }) =>
      (await request({ path: '/api/sentiment/terms', schema: sentimentTermListResponse, signal })).data,
  });
}

/** `onSaved` runs before the list reloads, so a form it clears is empty when the term shows. */
export function useSaveTerm(onSaved?: (term: SentimentTerm) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SentimentTermBody) =>
      (await request({ method: 'POST', path: '/api/sentiment/terms', body, schema: sentimentTermResponse }))
        .data,
    onSuccess: onSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.terms() }),
  });
}

export function useRemoveTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request({ method: 'DELETE', path: `/api/sentiment/terms/${id}`, schema: okEnvelope }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.terms() }),
  });
}

/** Scores every stored article again; every news view reloads. */
export function useRescore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request({ method: 'POST', path: '/api/news/rescore', schema: rescoreResponse })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** Tries a sentence against the lexicon in force. */
export function useAnalyze() {
  return useMutation({
    mutationFn: async (text: string) =>
      (
        await request({
          method: 'POST',
          path: '/api/sentiment/analyze',
          body: { text },
          schema: sentimentAnalyzeResponse,
        })
      ).data,
  });
}
