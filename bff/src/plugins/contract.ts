import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit, RouteOptionsValidate } from '@hapi/hapi';
import { SERVER_MESSAGES } from '@shop/domain';
import type { ValidationError } from 'joi';
import { operations } from '@shop/domain/generated/validation.gen';
import type { OperationId, OperationValidation } from '@shop/domain/generated/validation.gen';
import { requireAdmin } from './auth.ts';

/** A route handler for one operation of the contract (a plain hapi handler). */
export type OperationHandler = Lifecycle.Method;
export type HandlerMap = Partial<Record<OperationId, OperationHandler>>;

export interface ContractOptions {
  handlers: HandlerMap;
}

export const API_PREFIX = '/api';

/** Every operation of the contract, keyed by operationId. */
export const contractOperations = operations as Record<OperationId, OperationValidation>;
export const operationIds = Object.keys(operations) as OperationId[];

/**
 * Answers 400 in the error shape with Joi's own message, which names the field
 * ('"email" must be a valid email') or is the contract's x-error-message (the phone format).
 */
export function validationFailAction(_request: Request, _h: ResponseToolkit, err?: Error): never {
  const details = (err as ValidationError | undefined)?.details;
  const message = details?.[0]?.message ?? err?.message ?? 'Invalid request';
  throw Boom.badRequest(message);
}

const notImplemented: OperationHandler = () => {
  // A 501, shaped by the errors plugin like every other failure.
  throw Boom.notImplemented(SERVER_MESSAGES.notImplemented);
};

const adminCheck: Lifecycle.Method = async (request, h) => {
  await requireAdmin(request);
  return h.continue;
};

/**
 * Registers every operation of openapi.yaml (through the generated `operations`) as a hapi route
 * under /api: its auth (the 'jwt' strategy or none), its validation, the fresh admin check for
 * admin operations (after authentication, before validation) and the handler from the map, or a
 * 501 until one exists. A handler for an operation the contract does not know is a startup error.
 */
export const contractPlugin: Plugin<ContractOptions> = {
  name: 'app-contract',
  dependencies: ['app-auth'],
  register(server, { handlers }) {
    for (const id of Object.keys(handlers)) {
      if (!(id in operations)) throw new Error(`Handler "${id}" matches no operation of openapi.yaml`);
    }

    for (const id of operationIds) {
      const op = contractOperations[id];
      const validate: RouteOptionsValidate = { failAction: validationFailAction };
      if (op.params) validate.params = op.params;
      if (op.query) validate.query = op.query;
      if (op.payload) {
        // An optional body may be left out: hapi reads an empty body as null.
        validate.payload = op.payloadRequired
          ? op.payload.required().label('request body')
          : op.payload.allow(null);
      }

      server.route({
        method: op.method,
        path: `${API_PREFIX}${op.path}`,
        options: {
          id,
          tags: ['api'],
          auth: op.auth ? 'jwt' : op.optionalAuth ? { strategy: 'jwt', mode: 'optional' } : false,
          validate,
          ext: op.admin ? { onPostAuth: { method: adminCheck } } : undefined,
          plugins: { contract: { operationId: id, admin: op.admin } },
          handler: handlers[id] ?? notImplemented,
        },
      });
    }
  },
};
