import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueReference } from './admin';
import { kvmPlan } from './catalog';

/** An order as GET /api/orders/{id} answers it (the fields these tests read). */
export interface CustomerOrder {
  id: string;
  serviceName: string;
  status: string;
  paid: boolean;
  paymentReported: boolean;
}

/** A service as GET /api/services/list answers it (the fields these tests read). */
export interface CustomerService {
  id: string;
  serviceName: string;
  status: string;
  currentStatus: string;
  /** The open renewal order, or null. */
  renewalDue: { orderId: string; paymentReported: boolean } | null;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Orders a KVM plan for 30 days with its included IPv4 and traffic, as checkout sends it. */
export async function orderKvmViaApi(
  request: APIRequestContext,
  token: string,
  planName: string,
): Promise<CustomerOrder> {
  const plan = kvmPlan(planName);
  const os = plan.osOptions.find((o) => o.type === 'linux')!;
  const response = await request.post('/api/orders/kvm', {
    headers: bearer(token),
    data: {
      id: plan.id,
      osId: os.id,
      specifications: { ipv4: plan.ipv4Included, traffic: plan.trafficTb, duration: 30 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CustomerOrder;
}

/** Reports a telebirr transfer for the order, as the payment form does. */
export async function reportPaymentViaApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<void> {
  const response = await request.post(`/api/orders/${orderId}/record-payment`, {
    headers: bearer(token),
    data: {
      paymentMethod: 'TELEBIRR',
      paymentReference: uniqueReference('TELEBIRR'),
      paidBy: 'Abebe Kebede',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** One of the customer's orders, read by id. */
export async function orderViaApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
): Promise<CustomerOrder> {
  const response = await request.get(`/api/orders/${orderId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CustomerOrder;
}

export async function servicesViaApi(request: APIRequestContext, token: string): Promise<CustomerService[]> {
  const response = await request.get('/api/services/list', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CustomerService[];
}
