import { PHONE_MESSAGE, PHONE_PATTERN } from '@shop/domain';
import type { MockUser } from '../db';
import { mockToken, toAuthUser } from '../fixtures';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';

export const authHandlers = [
  http.post('/auth/register', async ({ request, response }) => {
    const body = await request.json();
    if (!PHONE_PATTERN.test(body.phone)) return response.untyped(apiError(400, PHONE_MESSAGE));
    if (body.password.length < 8) {
      return response.untyped(apiError(400, 'Password must be at least 8 characters long.'));
    }
    const email = body.email.trim().toLowerCase();
    if (db.users.some((u) => u.email === email)) {
      return response.untyped(apiError(409, 'An account with this email already exists.'));
    }
    if (db.users.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) {
      return response.untyped(apiError(409, 'This username is already taken.'));
    }
    const user: MockUser = {
      id: newId('user'),
      username: body.username,
      email,
      phone: body.phone,
      password: body.password,
      isAdmin: false,
      createdAt: new Date().toISOString(),
    };
    db.users.push(user);
    return response(201).json({ message: 'Account created successfully', user: toAuthUser(user) });
  }),

  http.post('/auth/login', async ({ request, response }) => {
    const body = await request.json();
    const email = body.email.trim().toLowerCase();
    const user = db.users.find((u) => u.email === email && u.password === body.password);
    if (!user) return response.untyped(apiError(401, 'Invalid email or password'));
    return response(200).json({ token: mockToken(user.id), user: toAuthUser(user) });
  }),

  http.get('/auth/me', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(toAuthUser(user));
  }),
];
