/**
 * The images module (issue 12, decision 257): ADMIN's image upload on the staff API, stored through an
 * ImageStore (filesystem under DATA_DIR by default) and served by the /images route (serve.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import type { ImageStore } from './image-store.ts';
import { imageRoutes } from './routes.ts';

export type { ImageStore } from './image-store.ts';
export { createFsImageStore, createMemoryImageStore } from './image-store.ts';
export { registerUploadedImages } from './serve.ts';

export function imagesModule(deps: {
  db: Db;
  staff: StaffService;
  store: ImageStore;
}): FastifyPluginAsyncZod {
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(imageRoutes(deps));
  };
}
