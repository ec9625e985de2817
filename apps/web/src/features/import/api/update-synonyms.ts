import { dictData, envelopeOf } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictKeys } from '@/lib/dict';
import { request } from '@/lib/http/client';

const dictItemResponse = envelopeOf(dictData);

/** Replaces the words an import reads as one dictionary item; the server audits the change. */
export async function updateSynonyms({ dictCode, synonyms }: { dictCode: number; synonyms: string[] }) {
  const res = await request({
    method: 'PUT',
    path: `/api/system/dict/data/${dictCode}/synonyms`,
    body: { synonyms },
    schema: dictItemResponse,
  });
  return res.data;
}

export function useUpdateSynonyms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSynonyms,
    // Every screen's dictionaries come from one cached answer: fetch it again.
    onSuccess: () => client.invalidateQueries({ queryKey: dictKeys.all }),
  });
}
