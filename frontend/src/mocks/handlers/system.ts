import { http } from '../http';

export const systemHandlers = [
  http.get('/health', ({ response }) =>
    response(200).json({ status: 'ok', database: 'up', client: 'sqlite' }),
  ),
];
