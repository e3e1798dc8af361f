import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@shop/domain/generated/api-types.gen';

/** MSW's `http`, typed from the contract: paths, params, bodies and answers are checked. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });

// Authentication, the admin check and the contract's validation run once for every handler, in
// the contract guard (contract.ts), as the BFF runs them before its routes.
export { apiError, authenticate, authenticateAdmin, authenticateAnyAdmin } from './contract';
