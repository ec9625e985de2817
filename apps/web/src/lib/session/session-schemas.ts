// zod's configuration runs before any of these schemas parses (it shares zod's chunk).
import '@/lib/zod-config';

export { getInfoResponse, loginResponse, okEnvelope, switchRoleResponse } from '@coal/contracts';
