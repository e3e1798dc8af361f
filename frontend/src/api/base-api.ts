import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The empty API every generated endpoint is injected into (see endpoints.gen.ts and index.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
