/**
 * Image upload on the staff API (issue 12, decision 257): ADMIN only. The body is the file's bytes as they are
 * (not multipart, not JSON), with the file's own content type (image/jpeg, image/png, image/webp or
 * application/octet-stream); the console sends it with XMLHttpRequest to show progress, so this entry has no
 * body schema: the server checks the bytes themselves.
 */
import { UploadedImageSchema } from '../staff-images.ts';
import { defineEndpoint } from './define.ts';

export const staffImageEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/admin/images',
    responses: { 201: UploadedImageSchema },
  }),
} as const;
