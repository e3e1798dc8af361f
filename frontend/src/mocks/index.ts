export * from './fixtures';
export { handlers } from './handlers';
export {
  linkMockTelegramChat,
  MOCK_TELEGRAM_BOT_USERNAME,
  MOCK_TELEGRAM_WEBHOOK_SECRET,
} from './handlers/notifications';
export { apiError, http } from './http';
export { db, resetMockState, setMockSettings } from './state';
