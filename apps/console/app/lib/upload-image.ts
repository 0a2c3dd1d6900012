/**
 * Image upload from the console (decision 257). The staff API takes the file's bytes as the request body;
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Same headers as the API client
 * (merchant, language, the session cookie), and the answer is checked against the contract.
 */
import {
  API_BASE,
  ApiErrorSchema,
  type Lang,
  staffImageEndpoints,
  type UploadedImage,
  UploadedImageSchema,
} from '@dasturxon/contracts';
import { type ApiResult, NETWORK_ERROR_CODE } from './api.ts';

/** Uploads one file; `onProgress` gets 0..1 as bytes leave the browser. */
export type ImageUploader = (
  file: File,
  onProgress?: (fraction: number) => void,
) => Promise<ApiResult<UploadedImage>>;

export interface ImageUploaderOptions {
  merchantId: () => string | null | Promise<string | null>;
  lang: () => Lang;
  onUnauthorized?: () => void;
  /** For tests: another XMLHttpRequest. */
  xhr?: () => XMLHttpRequest;
}

export function createImageUploader(opts: ImageUploaderOptions): ImageUploader {
  return async (file, onProgress) => {
    const merchantId = await opts.merchantId();
    return new Promise((resolve) => {
      const xhr = opts.xhr?.() ?? new XMLHttpRequest();
      xhr.open('POST', `${API_BASE}${staffImageEndpoints.upload.path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('accept-language', opts.lang());
      if (merchantId) xhr.setRequestHeader('merchant', merchantId);
      xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => resolve([{ code: NETWORK_ERROR_CODE, status: 0, message: '' }, null]);
      xhr.ontimeout = xhr.onerror;
      xhr.onload = () => {
        let json: unknown = null;
        try {
          json = JSON.parse(xhr.responseText);
        } catch {
          json = null;
        }
        if (xhr.status === 201) {
          const parsed = UploadedImageSchema.safeParse(json);
          if (parsed.success) return resolve([null, parsed.data]);
          return resolve([{ code: 'INTERNAL', status: xhr.status, message: '' }, null]);
        }
        if (xhr.status === 401) opts.onUnauthorized?.();
        const error = ApiErrorSchema.safeParse(json);
        resolve([error.success ? error.data : { code: 'INTERNAL', status: xhr.status, message: '' }, null]);
      };
      xhr.timeout = 120_000;
      xhr.send(file);
    });
  };
}
