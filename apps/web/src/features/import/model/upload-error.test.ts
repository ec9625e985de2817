import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/http/envelope';
import { describeUploadError } from './upload-error';

describe('describeUploadError', () => {
  it('tells a cancelled upload from a failed one', () => {
    expect(describeUploadError(new DOMException('x', 'AbortError'))).toEqual({ kind: 'cancelled' });
  });

  it('names a refused size and a lost connection', () => {
    expect(describeUploadError(new ApiError(413, '文件过大'))).toEqual({ kind: 'tooLarge' });
    expect(describeUploadError(new NetworkError(''))).toEqual({ kind: 'network' });
  });

  it('passes the server message of any other refusal through', () => {
    expect(describeUploadError(new ApiError(400, '文件已损坏或不是有效的 Excel 文件'))).toEqual({
      kind: 'server',
      message: '文件已损坏或不是有效的 Excel 文件',
    });
  });
});
