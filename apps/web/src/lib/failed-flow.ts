/** What a failed write hands the error page (`/result/error`) in the router state: its error envelope and the way back. */
export interface FailedFlow {
  flow: 'edit' | 'batchEdit' | 'import';
  code: number;
  msg: string;
  requestId?: string;
  back: string;
}

export const isFailedFlow = (v: unknown): v is FailedFlow =>
  typeof v === 'object' && v !== null && 'flow' in v && 'msg' in v && 'back' in v;
