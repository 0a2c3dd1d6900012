/**
 * Image upload (issue 12, decision 257): POST /staff/v1/admin/images, ADMIN only. The body is the file's bytes
 * as they are, up to IMAGE_MAX_BYTES; the answer is the stored path and its sizes. Serving is serve.ts.
 */
import {
  ApiErrorSchema,
  staffImageEndpoints as endpoints,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_VARIANTS,
  type ImageVariantName,
  imageVariantPath,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { sendError } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { auditActor, recordAudit } from '../audit/audit.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { ImageStore } from './image-store.ts';
import { processImage } from './process.ts';

const tags = ['staff: images'];
const MB = 1024 * 1024;

export function imageRoutes(deps: { db: Db; store: ImageStore }): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in this plugin: the raw bytes of a file, whatever it claims to be (its content is checked).
    app.addContentTypeParser(
      [...IMAGE_CONTENT_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.route({
      ...endpointRoute(endpoints.upload, {
        tags,
        summary: 'Upload a JPEG, PNG or WebP image; answers the path for an image field',
        description:
          `The body is the file itself (Content-Type ${IMAGE_CONTENT_TYPES.join(', ')} or ` +
          `application/octet-stream), at most ${IMAGE_MAX_BYTES / MB} MB. The bytes must be a JPEG, PNG or WebP ` +
          'that decodes whole (the name and declared type are not trusted), 16 to 8000 pixels a side. It is ' +
          'stored as WebP in three sizes fitted inside 1600, 480 and 160 pixels; the path names the content, ' +
          'so the same picture uploaded twice gets the same path.',
        errors: {
          ...errorResponses,
          401: ApiErrorSchema.describe('No valid staff session for this merchant'),
          403: ApiErrorSchema.describe('Only ADMIN uploads images'),
          413: ApiErrorSchema.describe('Larger than the limit'),
          415: ApiErrorSchema.describe('Not sent as an image or application/octet-stream'),
          422: ApiErrorSchema.describe('Not a JPEG, PNG or WebP image, damaged, or absurd dimensions'),
        },
      }),
      bodyLimit: IMAGE_MAX_BYTES,
      config: { auth: 'staff', roles: ['ADMIN'] },
      // The body limit's answer names the limit of images, not the generic "request too large".
      errorHandler: (error, request, reply) => {
        const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        return sendError(
          request,
          reply,
          tooLarge
            ? new AppError('BAD_REQUEST', 413, 'imageTooLarge', { params: { max: IMAGE_MAX_BYTES / MB } })
            : error,
        );
      },
      handler: async (request, reply) => {
        const p = staffPrincipal(request);
        const body = request.body as unknown;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError('VALIDATION_FAILED', 422, 'imageNotSupported');
        }
        const processed = await processImage(body);
        const key = `uploads/${p.merchantId.toLowerCase()}/${processed.hash}.webp`;
        const path = `images/${key}`;
        const names = Object.keys(IMAGE_VARIANTS) as ImageVariantName[];
        await Promise.all(
          names.map((name) =>
            deps.store.put(imageVariantPath(key, name), processed.variants[name].bytes, 'image/webp'),
          ),
        );
        const variants = Object.fromEntries(
          names.map((name) => {
            const v = processed.variants[name];
            const stored = { path: imageVariantPath(path, name), width: v.width, height: v.height };
            return [name, { ...stored, bytes: v.bytes.length }];
          }),
        ) as Record<ImageVariantName, { path: string; width: number; height: number; bytes: number }>;
        await deps.db.transaction(async (tx) => {
          await recordAudit(tx, auditActor(p), {
            entity: 'image',
            entityId: path,
            action: 'upload',
            changes: {
              bytes: body.length,
              width: variants.main.width,
              height: variants.main.height,
            },
          });
        });
        return reply
          .code(201)
          .send({ path, width: variants.main.width, height: variants.main.height, variants });
      },
    });
  };
}
