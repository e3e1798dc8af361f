/** The e2e run's fake Chapa (support/fake-chapa-server.ts) and the BFF's settings for it. */
const shopPort = Number(process.env.E2E_PORT ?? 8181);
const port = Number(process.env.E2E_CHAPA_PORT ?? 8182);

export const E2E_CHAPA = {
  port,
  url: `http://127.0.0.1:${port}`,
  secretKey: 'CHASECK_TEST-e2e0000000000000000000000',
  webhookSecret: 'e2e-chapa-webhook-secret-0123456789',
  webhookUrl: `http://127.0.0.1:${shopPort}/api/payments/chapa/webhook`,
};
