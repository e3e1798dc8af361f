/**
 * The e2e run's banks: the tests' fake receipt pages (bff/test/fakes/receipts) as a process beside
 * the BFF (playwright.config.ts starts both). A test adds a receipt through its control endpoint
 * before the customer reports the transfer.
 */
import { startFakeReceipts } from '../../bff/test/fakes/receipts/fake-receipts.ts';
import { E2E_RECEIPTS } from './receipts.ts';

const fake = await startFakeReceipts({ port: E2E_RECEIPTS.port });
console.log(`fake receipt pages listening on ${E2E_RECEIPTS.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
