import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

let browser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface AppSession {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** Closes the context and fails if any console or page error happened. */
  close(): Promise<void>;
}

export interface OpenOptions {
  path?: string;
  viewport?: { width: number; height: number };
  /** Touch and mobile emulation; defaults to true for viewports narrower than 768 px. */
  mobile?: boolean;
  /** Messages (substrings) that a test expects to see as console errors. */
  allowErrors?: string[];
  acceptDownloads?: boolean;
}

export async function openApp(options: OpenOptions = {}): Promise<AppSession> {
  const viewport = options.viewport ?? DESKTOP;
  const mobile = options.mobile ?? viewport.width < 768;
  const context = await (await sharedBrowser()).newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    acceptDownloads: options.acceptDownloads ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) => (options.allowErrors ?? []).some((s) => text.includes(s));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allowed(msg.text())) errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => {
    if (!allowed(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  await page.goto(baseUrl() + (options.path ?? '/'));
  return {
    page,
    context,
    errors,
    async close() {
      await context.close();
      if (errors.length > 0) throw new Error(`Errors in the page:\n${errors.join('\n')}`);
    },
  };
}

const SCREENSHOT_DIR = resolve('tests/e2e/screenshots');

export async function shot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and throws on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context = 'page'): Promise<void> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    throw new Error(`axe-core found serious violations on ${context}:\n${lines.join('\n')}`);
  }
}
