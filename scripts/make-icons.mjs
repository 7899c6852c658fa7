// Renders the PWA icons (public/icons/*.png) from public/favicon.svg in Debian's Chromium.
// Run after changing the favicon: `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const svg = readFileSync(resolve('public/favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon is cropped to a circle or squircle by the launcher: fill the whole square with
// the brand colour and keep the mark inside the central 80 % safe zone.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function page({ size, maskable }) {
  const inner = maskable ? Math.round(size * 0.7) : size;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#4338ca' : 'transparent'}">
<img src="${svgUrl}" width="${inner}" height="${inner}" style="display:block"></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(page(icon));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.screenshot({ path: resolve('public/icons', icon.file), omitBackground: !icon.maskable });
    await context.close();
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
