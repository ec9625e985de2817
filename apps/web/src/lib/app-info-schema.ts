// zod's configuration runs before the schema parses (it shares zod's chunk).
import '@/lib/zod-config';

export { appInfoResponse } from '@coal/contracts';
