/**
 * The e2e run's Telegram: the tests' in-process fake of the Bot API (bff/test/fakes) as a process
 * beside the BFF (playwright.config.ts starts both). The shop sends its messages there; the tests
 * read what each chat received over its control route.
 */
import { startFakeTelegram } from '../../bff/test/fakes/telegram-bot-api.ts';
import { E2E_TELEGRAM } from './telegram.ts';

const fake = await startFakeTelegram({
  port: E2E_TELEGRAM.port,
  token: E2E_TELEGRAM.botToken,
  username: E2E_TELEGRAM.botUsername,
  control: true,
});
console.log(`fake Telegram Bot API listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
