import type { DiscountCode, KvmLine, Order, PaymentMethod, PaymentStatus, ServiceStatus } from '../api';

/** The rows the mock backend keeps in memory: what the BFF keeps in its database, simplified. */
export type MockUser = {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  password: string;
  isAdmin: boolean;
  createdAt: string;
};

export type MockOrder = Order & { userId: string; line: KvmLine | null; discountCodeId: string | null };

export type MockPayment = {
  id: string;
  orderId: string;
  amount: number;
  paymentMethod: PaymentMethod;
  paymentReference: string;
  paidBy: string;
  accountSuffix: string | null;
  status: PaymentStatus;
  periodOf: number;
  createdAt: string;
};

export type MockService = {
  id: string;
  serviceId: string;
  userId: string;
  orderId: string;
  kind: 'KVM' | 'GAME';
  serviceName: string;
  status: ServiceStatus;
  startDate: string;
  endDate: string;
  /** Power state: running, stopped, starting, stopping. */
  currentStatus: string;
  game: string | null;
  version: string | null;
  slots: number | null;
  os: string | null;
  cores: number | null;
  cpuType: string | null;
  baseSpeed: number | null;
  turboSpeed: number | null;
  /** MB */
  memory: number | null;
  /** MB */
  disk: number | null;
  traffic: number | null;
  ipcount: number | null;
  ip: string;
  port: number;
  sshPort: number;
  login: string;
  password: string;
};

export type MockDiscountCode = DiscountCode;

export type MockInquiry = {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
};

export type MockDb = {
  users: MockUser[];
  orders: MockOrder[];
  payments: MockPayment[];
  services: MockService[];
  discountCodes: MockDiscountCode[];
  inquiries: MockInquiry[];
};
