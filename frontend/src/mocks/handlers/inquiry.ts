import { http } from '../http';
import { db } from '../state';

export const inquiryHandlers = [
  http.post('/inquiry', async ({ request, response }) => {
    const body = await request.json();
    db.inquiries.push({ ...body, createdAt: new Date().toISOString() });
    return response(201).json({ message: 'Thank you for contacting us. We will reply within 24 hours.' });
  }),
];
