// POST /index/ajax/pic (form-style, multipart): one picture in the `file` field; answers data: [{url}].
import type { UploadedPicture } from '@yachts/contracts/wire/platform';
import { formClient } from '../../api/form-client';

export type { UploadedPicture } from '@yachts/contracts/wire/platform';

export async function uploadPicture(file: Blob, fileName: string, onProgress?: (fraction: number) => void): Promise<UploadedPicture> {
  const body = new FormData();
  body.append('file', file, fileName);
  const response = await formClient.post<UploadedPicture[]>('/index/ajax/pic', body, { onUploadProgress: onProgress });
  const first = Array.isArray(response.data) ? response.data[0] : undefined;
  if (!first || typeof first.url !== 'string') throw new Error('error: -1024');
  return first;
}
