/**
 * The menu on the staff API (issue 12; decisions 252-254). ADMIN edits the menu; ADMIN and OPERATOR read it and
 * work the stop-list (KITCHEN and COURIER get 403). Another merchant's ids answer 404. After every change the
 * merchant's menu cache is dropped, so the storefront's next request gets the new menu and a new ETag.
 */
import { ApiErrorSchema, staffMenuEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { auditActor } from '../audit/audit.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { ProductService } from './product-service.ts';
import { listBranches, listCategories, listGroups, loadStaffProducts } from './repository.ts';
import { type StructureService, toCategory, toGroup } from './structure-service.ts';

const tags = ['staff: menu'];
const admin = { auth: 'staff', roles: ['ADMIN'] } as const;
const staffRoles = { auth: 'staff', roles: ['ADMIN', 'OPERATOR'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('This role may not make this change'),
  409: ApiErrorSchema.describe('MENU_NOT_EMPTY: the group or category still holds something'),
} as const;

export interface MenuAdminDeps {
  db: Db;
  structure: StructureService;
  productsService: ProductService;
}

export function menuAdminRoutes({
  db,
  structure,
  productsService: items,
}: MenuAdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const doc = (summary: string) => ({ tags, summary, errors });

    app.route({
      ...endpointRoute(endpoints.menu, doc('The menu as staff edit it: hidden products too, branches')),
      config: staffRoles,
      handler: async (request) => {
        const { merchantId, staff } = staffPrincipal(request);
        const ownBranchId = staff.role === 'ADMIN' ? null : (staff.branchId ?? null);
        const [groups, categories, products, branches] = await Promise.all([
          listGroups(db, merchantId),
          listCategories(db, merchantId),
          loadStaffProducts(db, merchantId),
          listBranches(db, merchantId),
        ]);
        return {
          groups: groups.map(toGroup),
          categories: categories.map(toCategory),
          products,
          branches,
          ownBranchId,
        };
      },
    });

    /** The principal as the audit log names it; the menu cache is dropped once the change is committed. */
    const changed = (merchantId: string) => app.invalidateMenu(merchantId);
    const who = (request: Parameters<typeof staffPrincipal>[0]) => auditActor(staffPrincipal(request));

    app.route({
      ...endpointRoute(endpoints.createGroup, doc('Add a group')),
      config: admin,
      handler: async (request, reply) => {
        const result = await structure.createGroup(who(request), request.body);
        changed(request.merchant.id);
        return reply.code(201).send(result);
      },
    });
    app.route({
      ...endpointRoute(endpoints.updateGroup, doc('Change a group')),
      config: admin,
      handler: async (request) => {
        const result = await structure.updateGroup(who(request), request.params.id, request.body);
        changed(request.merchant.id);
        return result;
      },
    });
    app.route({
      ...endpointRoute(endpoints.deleteGroup, doc('Delete an empty group')),
      config: admin,
      handler: async (request, reply) => {
        await structure.deleteGroup(who(request), request.params.id);
        changed(request.merchant.id);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.createCategory, doc('Add a category (last of the menu)')),
      config: admin,
      handler: async (request, reply) => {
        const result = await structure.createCategory(who(request), request.body);
        changed(request.merchant.id);
        return reply.code(201).send(result);
      },
    });
    app.route({
      ...endpointRoute(endpoints.updateCategory, doc('Change a category')),
      config: admin,
      handler: async (request) => {
        const result = await structure.updateCategory(who(request), request.params.id, request.body);
        changed(request.merchant.id);
        return result;
      },
    });
    app.route({
      ...endpointRoute(endpoints.deleteCategory, doc('Delete a category without live products')),
      config: admin,
      handler: async (request, reply) => {
        await structure.deleteCategory(who(request), request.params.id);
        changed(request.merchant.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.orderCategories, doc('Put categories in a new order')),
      config: admin,
      handler: async (request, reply) => {
        await structure.orderCategories(who(request), request.body);
        changed(request.merchant.id);
        return reply.code(204).send();
      },
    });

    app.route({
      ...endpointRoute(endpoints.createProduct, doc('Add a product (last of its category)')),
      config: admin,
      handler: async (request, reply) => {
        const result = await items.create(who(request), request.body);
        changed(request.merchant.id);
        return reply.code(201).send(result);
      },
    });
    app.route({
      ...endpointRoute(endpoints.updateProduct, doc('Change a product, its modifiers and branches')),
      config: admin,
      handler: async (request) => {
        const result = await items.update(who(request), request.params.id, request.body);
        changed(request.merchant.id);
        return result;
      },
    });
    app.route({
      ...endpointRoute(endpoints.deleteProduct, doc('Delete a product (kept for history)')),
      config: admin,
      handler: async (request, reply) => {
        await items.remove(who(request), request.params.id);
        changed(request.merchant.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.orderProducts, doc('Put the products of a category in a new order')),
      config: admin,
      handler: async (request, reply) => {
        await structure.orderProducts(who(request), request.params.id, request.body);
        changed(request.merchant.id);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(
        endpoints.setAvailability,
        doc('Stop-list: sold out or back, at a branch or everywhere'),
      ),
      config: staffRoles,
      handler: async (request) => {
        const p = staffPrincipal(request);
        const actor = { ...auditActor(p), role: p.staff.role, branchId: p.staff.branchId ?? null };
        const result = await items.setAvailability(actor, request.params.id, request.body);
        changed(request.merchant.id);
        return result;
      },
    });
  };
}
