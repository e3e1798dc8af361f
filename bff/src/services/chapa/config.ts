/**
 * Chapa online payment settings. Chapa is on when CHAPA_SECRET_KEY is set; it then needs
 * CHAPA_WEBHOOK_SECRET (the secret hash entered beside the webhook URL in Chapa's dashboard) and
 * calls `{CHAPA_BASE_URL}/v1/...` (default https://api.chapa.co). With none of the three set
 * nothing changes. Problems name the variable and never repeat a secret's value.
 */
import { baseUrlProblem, nonEmpty } from '../../config-values.ts';
export const DEFAULT_CHAPA_BASE_URL = 'https://api.chapa.co';

export interface ChapaConfig {
  secretKey: string;
  webhookSecret: string;
  /** Without a trailing slash; requests go to `${baseUrl}/v1/...`. */
  baseUrl: string;
}

/** Test keys start CHASECK_TEST-, live ones CHASECK- (payments.md). */
const SECRET_KEY_PATTERN = /^CHASECK(_TEST)?-[A-Za-z0-9_-]{8,}$/;
/** The dashboard's secret hash: printable, no spaces, long enough not to be guessed. */
const WEBHOOK_SECRET_PATTERN = /^[\x21-\x7e]{8,256}$/;

/** Reads CHAPA_SECRET_KEY, CHAPA_WEBHOOK_SECRET and CHAPA_BASE_URL; lists every problem. */
export function parseChapaConfig(env: NodeJS.ProcessEnv): {
  value: ChapaConfig | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const secretKey = nonEmpty(env.CHAPA_SECRET_KEY);
  const webhookSecret = nonEmpty(env.CHAPA_WEBHOOK_SECRET);
  const baseUrlSetting = nonEmpty(env.CHAPA_BASE_URL);

  if (secretKey !== undefined && !SECRET_KEY_PATTERN.test(secretKey)) {
    problems.push('CHAPA_SECRET_KEY must be a Chapa secret key (CHASECK_TEST-… or CHASECK-…)');
  }
  if (webhookSecret !== undefined && !WEBHOOK_SECRET_PATTERN.test(webhookSecret)) {
    problems.push('CHAPA_WEBHOOK_SECRET must be 8 to 256 printable characters without spaces');
  }
  if (secretKey !== undefined && webhookSecret === undefined) {
    problems.push('CHAPA_WEBHOOK_SECRET must be set when CHAPA_SECRET_KEY is set');
  }
  if (secretKey === undefined && webhookSecret !== undefined) {
    problems.push('CHAPA_SECRET_KEY must be set when CHAPA_WEBHOOK_SECRET is set');
  }
  const baseProblem =
    baseUrlSetting === undefined
      ? undefined
      : baseUrlProblem('CHAPA_BASE_URL', baseUrlSetting, DEFAULT_CHAPA_BASE_URL);
  if (baseProblem) problems.push(baseProblem);

  if (problems.length > 0 || secretKey === undefined || webhookSecret === undefined) {
    return { value: undefined, problems };
  }
  return {
    value: {
      secretKey,
      webhookSecret,
      baseUrl: (baseUrlSetting ?? DEFAULT_CHAPA_BASE_URL).replace(/\/+$/, ''),
    },
    problems,
  };
}
