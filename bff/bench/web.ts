/**
 * `npm run bench:web`: a measurement, not a test. Lighthouse (mobile: its default emulated phone,
 * simulated slow 4G and CPU throttling) on the storefront as it ships:
 *
 *   - the app built by vite into a temp dir, the BFF's production bundle (bff/dist/main.js, built
 *     first) run by node on a free port with a temp DATA_DIR (a fresh, seeded SQLite database);
 *   - pages /, /servers and /kvm-config/{id} (the first package of the seeded KVM catalog), and the
 *     signed-in pages a customer and an admin open most: /my-services (a customer with 20 orders
 *     and 4 servers, web-seed.ts) and /admin (the console's dashboard, as the bootstrap admin);
 *     for those, Chromium is signed in through the app's own sign-in page first and Lighthouse
 *     connects to that browser (`--port`) keeping its storage (`--disable-storage-reset`), so it
 *     measures the page a signed-in visitor loads, not the sign-in redirect;
 *   - each page RUNS times (default 3) in a fresh headless Chromium; the median run (by performance
 *     score) is printed: performance and accessibility scores, FCP, LCP, TBT, CLS, and the transferred
 *     bytes (all, script, stylesheet, font, document).
 *
 * Chromium is /usr/bin/chromium unless CHROME_PATH says otherwise. Lighthouse runs through its own
 * CLI in a child process, one run at a time. Environment:
 *
 *   BENCH_WEB_RUNS   runs per page (3)
 *   BENCH_WEB_PAGES  comma-separated paths instead of the five above (a path of the console or
 *                    /my-services is opened signed in as the admin or the customer)
 *   BENCH_WEB_KEEP   keep the temp dir (the Lighthouse JSON reports) and print its path
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { buildBff } from '../scripts/build.ts';
import { freePort, startServer } from './processes.ts';
import type { ServerProcess } from './processes.ts';
import { BENCH_ADMIN } from './server-seed.ts';
import { seedSignedInPages, WEB_ACCOUNTS } from './web-seed.ts';
import type { WebAccount } from './web-seed.ts';

const run = promisify(execFile);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(BFF_DIR, '..');
const FRONTEND_DIR = path.join(REPO_ROOT, 'frontend');
const LIGHTHOUSE_CLI = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');

/** The production bundle on an empty SQLite database in `workDir`, serving the app built into `staticDir`. */
function startBff(workDir: string, staticDir: string): Promise<ServerProcess> {
  return startServer({
    argv: [path.join(BFF_DIR, 'dist/main.js')],
    env: {
      NODE_ENV: 'production',
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    readyPath: '/api/health',
    logFile: path.join(workDir, 'bff.log'),
    cwd: REPO_ROOT,
  });
}

/** The first package of the seeded KVM catalog, for a /kvm-config/{id} page. */
async function firstKvmPackage(base: string): Promise<string> {
  const res = await fetch(`${base}/api/catalog/kvm/2025sale`);
  const body = (await res.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { packages?: unknown[] }).packages;
  const first = list?.[0] as { id?: string } | undefined;
  if (!first?.id) throw new Error('the seeded KVM catalog has no package');
  return first.id;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface LighthouseResult {
  finalDisplayedUrl?: string;
  /** Set when Lighthouse could not measure the load (NO_NAVSTART on a busy machine, …). */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

interface Row {
  page: string;
  perf: number;
  a11y: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'total KiB': number;
  'script KiB': number;
  'css KiB': number;
  'font KiB': number;
  'doc KiB': number;
}

const kib = (bytes: number | undefined) => Math.round(((bytes ?? 0) / 1024) * 10) / 10;

function summarise(page: string, report: LighthouseResult): Row {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const bytesOf = (type: string) =>
    report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize;
  return {
    page,
    perf: Math.round((report.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'total KiB': kib(bytesOf('total')),
    'script KiB': kib(bytesOf('script')),
    'css KiB': kib(bytesOf('stylesheet')),
    'font KiB': kib(bytesOf('font')),
    'doc KiB': kib(bytesOf('document')),
  };
}

/** Who opens a page: the console's pages as the admin, /my-services as the customer, others signed out. */
function accountFor(page: string): WebAccount | undefined {
  if (page === '/admin' || page.startsWith('/admin/')) return WEB_ACCOUNTS.admin;
  if (page.startsWith('/my-')) return WEB_ACCOUNTS.customer;
  return undefined;
}

interface SignedInBrowser {
  port: number;
  close(): Promise<void>;
}

/**
 * A fresh Chromium (its own profile, the default browser context, which the tab Lighthouse opens
 * shares) signed in through the app's sign-in page, listening for Lighthouse on a debugging port.
 */
async function signedInBrowser(base: string, account: WebAccount, workDir: string): Promise<SignedInBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(workDir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      ...CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless=new'),
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/signin`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 30_000 });
    const token = await page.evaluate<string | null>("localStorage.getItem('storefront.token')");
    if (!token) throw new Error(`signing in as ${account.email} left no token in the browser`);
    await page.goto('about:blank');
    // Signed in, but with a cold HTTP cache like the signed-out pages' runs: the app's files are
    // measured as a first visit downloads them (the storage, with the session, is kept).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } catch (error) {
    await context.close();
    throw error;
  }
  return { port, close: () => context.close() };
}

async function lighthouse(
  url: string,
  output: string,
  signedIn?: SignedInBrowser,
): Promise<LighthouseResult> {
  await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      ...(signedIn
        ? [`--port=${signedIn.port}`, '--disable-storage-reset']
        : [`--chrome-flags=${CHROME_FLAGS}`]),
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
}

function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.perf - b.perf || b['LCP ms'] - a['LCP ms']);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-web-'));
const started = performance.now();
const loadBefore = loadavg();
try {
  const appDir = path.join(workDir, 'app');
  await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', appDir], {
    cwd: FRONTEND_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await buildBff();
  const bff = await startBff(workDir, appDir);
  try {
    const services = await seedSignedInPages(bff.base);
    const pages = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean) ?? [
      '/',
      '/servers',
      `/kvm-config/${await firstKvmPackage(bff.base)}`,
      '/my-services',
      '/admin',
    ];
    console.log(`seeded: a customer with 20 orders and ${services} servers, the bootstrap admin`);
    console.log(`bench:web: Lighthouse mobile, ${RUNS} run(s) per page, against ${bff.base}`);
    const results: Row[] = [];
    for (const page of pages) {
      const rows: Row[] = [];
      let unmeasured = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const file = path.join(workDir, `lh-${page.replace(/\W+/g, '_')}-${i}.json`);
        const account = accountFor(page);
        const signedIn = account && (await signedInBrowser(bff.base, account, workDir));
        let report: LighthouseResult;
        try {
          report = await lighthouse(`${bff.base}${page}`, file, signedIn);
        } finally {
          await signedIn?.close();
        }
        // A run Lighthouse could not measure is no row (its scores would read as zeros).
        if (report.runtimeError) {
          unmeasured += 1;
          if (unmeasured > 3)
            throw new Error(`Lighthouse could not measure ${page}: ${report.runtimeError.message}`);
          console.log(`  ${page} run ${i + 1}: not measured (${report.runtimeError.code}), run again`);
          i -= 1;
          continue;
        }
        // A signed-in page that sent Lighthouse to the sign-in page measured the wrong page.
        const shown = report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname;
        if (shown !== page.split('?')[0]) throw new Error(`Lighthouse on ${page} ended on ${shown}`);
        const row = summarise(page, report);
        console.log(
          `  ${page} run ${i + 1}: perf ${row.perf}, a11y ${row.a11y}, FCP ${row['FCP ms']} ms, LCP ${row['LCP ms']} ms, ` +
            `TBT ${row['TBT ms']} ms, CLS ${row.CLS}`,
        );
        rows.push(row);
      }
      results.push(median(rows));
    }
    const loadAfter = loadavg();
    console.log(
      `\nnode ${process.version}, ${cpus().length} CPUs, load average ${loadBefore[0]!.toFixed(1)} before and ` +
        `${loadAfter[0]!.toFixed(1)} after; ${Math.round((performance.now() - started) / 1000)} s in all. ` +
        'Median run per page (by performance score); other work on this machine moves these numbers.',
    );
    console.table(results);
  } finally {
    await bff.stop();
  }
} finally {
  if (process.env.BENCH_WEB_KEEP) console.log(`reports kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
