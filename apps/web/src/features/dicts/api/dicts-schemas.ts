// Loaded with the first answer, not with the page that asks: zod stays off the first screen.
import '@/lib/zod-config';
import { dictData, envelopeOf } from '@coal/contracts';

export { dictDataListResponse, dictDataResponse, dictTypeListResponse, okEnvelope } from '@coal/contracts';

/** One saved item, as the save and the status switch answer it. */
export const dictItemResponse = envelopeOf(dictData);
