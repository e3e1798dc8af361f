import { SERVER_MESSAGES, SERVER_MESSAGES_AM, TICKET_RATE_LIMIT, ticketNumber } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { httpGet } from '../../test/app/http.ts';
import { HTML_PAGE, multipart, PNG_1X1 } from '../../test/helpers/multipart.ts';
import type { TestFile } from '../../test/helpers/multipart.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';
import { buyKvm } from '../../test/helpers/fulfilment.ts';

type TicketDetail = components['schemas']['TicketDetail'];
type Ticket = components['schemas']['Ticket'];

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
  alice = await app.signUp();
  bob = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const ticketFields = (extra: Record<string, string | undefined> = {}) => ({
  subject: 'My server does not boot',
  department: 'TECHNICAL',
  priority: 'HIGH',
  message: 'Since this morning it hangs at the boot screen.',
  ...extra,
});

async function open(
  user: TestUser,
  fields: Record<string, string | undefined> = ticketFields(),
  files: TestFile[] = [],
  lang?: string,
) {
  const body = await multipart(fields, files);
  return app.inject<TicketDetail & ErrorBody>({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: { ...user.headers, ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
  });
}

async function reply(user: TestUser, id: string, message: string, files: TestFile[] = []) {
  const body = await multipart({ message }, files);
  return app.inject<TicketDetail & ErrorBody>({
    method: 'POST',
    url: `/api/tickets/${id}/replies`,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

describe('a customer opens a ticket', () => {
  it('with a screenshot about their own order: OPEN, numbered like an order, the file sniffed and audited', async () => {
    const order = await buyKvm(app, alice);
    const res = await open(alice, ticketFields({ orderId: order.id, status: 'CLOSED' } as never), [
      { name: 'screen shot.png', bytes: PNG_1X1, type: 'text/html' },
    ]);
    // `status` is not a field of the form: the contract refuses it rather than let a client set it.
    expect(res.statusCode).toBe(400);
    const ok = await open(alice, ticketFields({ orderId: order.id }), [
      { name: 'screen shot.png', bytes: PNG_1X1, type: 'text/html' },
    ]);
    expect(ok.statusCode, ok.payload).toBe(201);
    const ticket = ok.json;
    expect(ticket).toMatchObject({
      number: ticketNumber(ticket.id),
      status: 'OPEN',
      department: 'TECHNICAL',
      priority: 'HIGH',
      orderId: order.id,
      serviceId: null,
    });
    expect(ticket.number).toMatch(/^T-[0-9A-F]{8}$/);
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ author: 'CUSTOMER', internal: false });
    expect(ticket.messages[0]!.attachments).toEqual([
      { id: expect.any(String), name: 'screen shot.png', size: PNG_1X1.length, type: 'image/png' },
    ]);
    const audit = await app.knex('audit_log').where({ entity: 'ticket', entity_id: ticket.id });
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['ticket.created']);
  });

  it("refuses another customer's order or service as 404 and stores nothing", async () => {
    const order = await buyKvm(app, bob);
    const before = await app.knex('tickets').count({ n: '*' }).first();
    const res = await open(alice, ticketFields({ orderId: order.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(SERVER_MESSAGES.orderNotFound);
    const service = await open(alice, ticketFields({ serviceId: order.id }));
    expect(service.statusCode).toBe(404);
    expect(service.json.message).toBe(SERVER_MESSAGES.serviceNotFound);
    expect(await app.knex('tickets').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a file named .png that holds HTML (by its bytes), in Amharic too, and stores nothing', async () => {
    const before = await app.knex('tickets').count({ n: '*' }).first();
    const res = await open(alice, ticketFields(), [{ name: 'cat.png', bytes: HTML_PAGE, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(SERVER_MESSAGES.ticketFileType);
    const am = await open(alice, ticketFields(), [{ name: 'cat.png', bytes: HTML_PAGE }], 'am');
    expect(am.json.message).toBe(SERVER_MESSAGES_AM.ticketFileType);
    expect(await app.knex('tickets').count({ n: '*' }).first()).toEqual(before);
  });

  it('takes plain text and PDF by their bytes; refuses a fourth file, an empty one and a zip', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const ok = await open(alice, ticketFields(), [
      { name: 'log.txt', bytes: 'kernel: panic at boot\n' },
      { name: 'invoice', bytes: pdf },
    ]);
    expect(ok.statusCode, ok.payload).toBe(201);
    expect(ok.json.messages[0]!.attachments.map((a) => a.type)).toEqual(['text/plain', 'application/pdf']);
    const four = await open(
      alice,
      ticketFields(),
      Array.from({ length: 4 }, (_, i) => ({ name: `${i}.txt`, bytes: 'x' })),
    );
    expect([four.statusCode, four.json.message]).toEqual([400, SERVER_MESSAGES.ticketTooManyFiles]);
    const empty = await open(alice, ticketFields(), [{ name: 'empty.txt', bytes: '' }]);
    expect([empty.statusCode, empty.json.message]).toEqual([400, SERVER_MESSAGES.ticketFileEmpty]);
    const zip = await open(alice, ticketFields(), [
      { name: 'a.txt', bytes: Buffer.from('504b030414000000080000000000', 'hex') },
    ]);
    expect([zip.statusCode, zip.json.message]).toEqual([400, SERVER_MESSAGES.ticketFileType]);
  });

  it('refuses a file over 5 MiB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const res = await open(alice, ticketFields(), [{ name: 'big.txt', bytes: big }]);
    expect([res.statusCode, res.json.message]).toEqual([400, SERVER_MESSAGES.ticketFileTooLarge]);
  });

  it('refuses a blank subject, an unknown department, and a JSON body', async () => {
    const blank = await open(alice, ticketFields({ subject: '   ' }));
    expect([blank.statusCode, blank.json.message]).toEqual([400, SERVER_MESSAGES.inquirySubjectEmpty]);
    const department = await open(alice, ticketFields({ department: 'LEGAL' }));
    expect(department.statusCode).toBe(400);
    const json = await app.inject<ErrorBody>({
      method: 'POST',
      url: '/api/tickets',
      payload: ticketFields(),
      headers: alice.headers,
    });
    expect([json.statusCode, json.json.message]).toEqual([415, SERVER_MESSAGES.multipartBodyRequired]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      ...(await multipart(ticketFields())),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading, replying and closing', () => {
  it('lists only the caller’s tickets, latest activity first, with X-Total-Count', async () => {
    const carol = await app.signUp();
    const first = (await open(carol, ticketFields({ subject: 'first' }))).json;
    const second = (await open(carol, ticketFields({ subject: 'second' }))).json;
    expect((await reply(carol, first.id, 'bump')).statusCode).toBe(201);
    const list = await app.inject<Ticket[]>({ url: '/api/tickets', headers: carol.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json.map((t) => t.id)).toEqual([first.id, second.id]);
    expect(list.headers['x-total-count']).toBe('2');
    const bobs = await app.inject<Ticket[]>({ url: '/api/tickets', headers: bob.headers });
    expect(bobs.json.map((t) => t.id)).not.toContain(first.id);
  });

  it("answers 404 for another customer's ticket, reply, close and attachment", async () => {
    const ticket = (await open(alice, ticketFields(), [{ name: 'shot.png', bytes: PNG_1X1 }])).json;
    const attachment = ticket.messages[0]!.attachments[0]!;
    const read = await app.inject<ErrorBody>({ url: `/api/tickets/${ticket.id}`, headers: bob.headers });
    expect([read.statusCode, read.json.message]).toEqual([404, SERVER_MESSAGES.ticketNotFound]);
    expect((await reply(bob, ticket.id, 'mine now')).statusCode).toBe(404);
    const close = await app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/close`,
      headers: bob.headers,
    });
    expect(close.statusCode).toBe(404);
    const file = await app.inject<ErrorBody>({
      url: `/api/tickets/${ticket.id}/attachments/${attachment.id}`,
      headers: bob.headers,
    });
    expect([file.statusCode, file.json.message]).toEqual([404, SERVER_MESSAGES.ticketAttachmentNotFound]);
    // Bob's own ticket does not open Alice's attachment either.
    const bobs = (await open(bob, ticketFields())).json;
    const crossed = await app.inject({
      url: `/api/tickets/${bobs.id}/attachments/${attachment.id}`,
      headers: bob.headers,
    });
    expect(crossed.statusCode).toBe(404);
    expect(
      await app.knex('ticket_messages').where({ ticket_id: ticket.id }).count({ n: '*' }).first(),
    ).toEqual({
      n: 1,
    });
  });

  it('a reply to an answered ticket makes it CUSTOMER_REPLY; closing twice answers 409; a reply reopens it', async () => {
    const ticket = (await open(alice, ticketFields())).json;
    const stillOpen = await reply(alice, ticket.id, 'more details');
    expect(stillOpen.json.status).toBe('OPEN');
    await app.knex('tickets').where({ id: ticket.id }).update({ status: 'ANSWERED' });
    const replied = await reply(alice, ticket.id, 'still broken');
    expect(replied.statusCode).toBe(201);
    expect(replied.json.status).toBe('CUSTOMER_REPLY');
    expect(replied.json.messages.map((m) => m.body)).toEqual([
      'Since this morning it hangs at the boot screen.',
      'more details',
      'still broken',
    ]);
    const closed = await app.inject<TicketDetail>({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/close`,
      headers: alice.headers,
    });
    expect([closed.statusCode, closed.json.status]).toEqual([200, 'CLOSED']);
    const again = await app.inject<ErrorBody>({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/close`,
      headers: alice.headers,
    });
    expect([again.statusCode, again.json.message]).toEqual([409, SERVER_MESSAGES.ticketAlreadyClosed]);
    const reopened = await reply(alice, ticket.id, 'it broke again');
    expect(reopened.json.status).toBe('CUSTOMER_REPLY');
    const row = await app.knex('tickets').where({ id: ticket.id }).first();
    expect(row.closed_at).toBeNull();
  });

  it('a ticket closed more than 30 days ago asks for a new one (409) and keeps nothing', async () => {
    const ticket = (await open(alice, ticketFields())).json;
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await app.knex('tickets').where({ id: ticket.id }).update({ status: 'CLOSED', closed_at: longAgo });
    const res = await reply(alice, ticket.id, 'hello again');
    expect([res.statusCode, res.json.message]).toEqual([409, SERVER_MESSAGES.ticketReopenTooLate]);
    expect(
      await app.knex('ticket_messages').where({ ticket_id: ticket.id }).count({ n: '*' }).first(),
    ).toEqual({
      n: 1,
    });
  });

  it('never shows the customer an internal note or its attachment', async () => {
    const ticket = (await open(alice, ticketFields())).json;
    await app.knex('ticket_messages').insert({
      id: '00000000-0000-4000-8000-00000000a001',
      ticket_id: ticket.id,
      author_user_id: null,
      author: 'STAFF',
      body: 'customer seems confused',
      internal: true,
      created_at: new Date(),
    });
    await app.knex('ticket_attachments').insert({
      id: '00000000-0000-4000-8000-00000000a002',
      ticket_id: ticket.id,
      message_id: '00000000-0000-4000-8000-00000000a001',
      position: 0,
      name: 'note.txt',
      size: 4,
      type: 'text/plain',
      data: Buffer.from('note'),
      created_at: new Date(),
    });
    const read = await app.inject<TicketDetail>({ url: `/api/tickets/${ticket.id}`, headers: alice.headers });
    expect(read.json.messages.map((m) => m.body)).not.toContain('customer seems confused');
    expect(read.payload).not.toContain('confused');
    const file = await app.inject({
      url: `/api/tickets/${ticket.id}/attachments/00000000-0000-4000-8000-00000000a002`,
      headers: alice.headers,
    });
    expect(file.statusCode).toBe(404);
  });
});

describe('limits', () => {
  it(`refuses the ${TICKET_RATE_LIMIT.ticketsPerDay + 1}th ticket of a day with 429 and Retry-After`, async () => {
    const dan = await app.signUp();
    for (let i = 0; i < TICKET_RATE_LIMIT.ticketsPerDay; i += 1) {
      expect((await open(dan, ticketFields())).statusCode).toBe(201);
    }
    const res = await open(dan, ticketFields());
    expect([res.statusCode, res.json.message]).toEqual([429, SERVER_MESSAGES.ticketsRateLimited]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // A refused request (a bad file) does not spend the allowance of another customer.
    expect((await open(alice, ticketFields())).statusCode).toBe(201);
  });
});

describe('attachments over a real socket', () => {
  it('are served as downloads: the sniffed type, Content-Disposition attachment and nosniff', async () => {
    const erin = await app.signUp();
    const ticket = (
      await open(erin, ticketFields(), [{ name: 'shot «1».png', bytes: PNG_1X1, type: 'text/html' }])
    ).json;
    const attachment = ticket.messages[0]!.attachments[0]!;
    await app.server.start();
    try {
      const port = Number(app.server.info.port);
      const res = await httpGet(port, `/api/tickets/${ticket.id}/attachments/${attachment.id}`, {
        authorization: erin.headers.authorization,
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="shot _1_.png"; filename*=UTF-8''${encodeURIComponent('shot «1».png')}`,
      );
      expect(res.body.equals(PNG_1X1)).toBe(true);
      const other = await httpGet(port, `/api/tickets/${ticket.id}/attachments/${attachment.id}`, {
        authorization: bob.headers.authorization,
      });
      expect(other.status).toBe(404);
    } finally {
      await app.server.stop();
    }
  });
});
