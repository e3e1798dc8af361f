/**
 * The e2e run's Chapa: the tests' in-process fake (bff/test/fakes/chapa) as a process beside the
 * BFF (playwright.config.ts starts both). Its checkout page pays, calls the shop's callback, sends
 * the signed webhook and returns the browser to the shop, as Chapa's hosted page does.
 */
import { startFakeChapa } from '../../bff/test/fakes/chapa/fake-api.ts';
import { E2E_CHAPA } from './chapa.ts';

const fake = await startFakeChapa({
  port: E2E_CHAPA.port,
  secretKey: E2E_CHAPA.secretKey,
  webhookSecret: E2E_CHAPA.webhookSecret,
  webhookUrl: E2E_CHAPA.webhookUrl,
});
console.log(`fake Chapa listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
