import { ConfigError, loadConfig } from '../config.ts';
import type { AppConfig } from '../config.ts';

/**
 * The server's configuration for a command-line tool, or undefined after printing what is wrong
 * with it (a setting missing or malformed: the tool then exits 1). Other errors are thrown.
 */
export function loadConfigOrReport(): AppConfig | undefined {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return undefined;
    }
    throw err;
  }
}
