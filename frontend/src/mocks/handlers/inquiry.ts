import { SERVER_MESSAGES } from '@shop/domain';
import { http } from '../http';
import { db } from '../state';

export const inquiryHandlers = [
  http.post('/inquiry', async ({ request, response }) => {
    const body = await request.json();
    db.inquiries.push({ ...body, createdAt: new Date().toISOString() });
    return response(201).json({ message: SERVER_MESSAGES.inquiryReceived });
  }),
];
