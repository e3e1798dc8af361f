import { http } from '../http';

// The mocks have no database, Redis or job queue that could fail: a healthy instance's answers.
export const systemHandlers = [
  http.get('/health', ({ response }) =>
    response(200).json({
      status: 'ok',
      database: 'up',
      client: 'sqlite',
      jobs: { status: 'ok', lagSeconds: 0 },
    }),
  ),
  http.get('/health/live', ({ response }) => response(200).json({ status: 'ok' })),
];
