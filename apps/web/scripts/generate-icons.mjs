// Renders the favicon's mark into the PNG icons the web app manifest and iOS ask for.
// Run after changing public/favicon.svg: `node apps/web/scripts/generate-icons.mjs` (needs Chromium).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BACKGROUND = '#0b0f14';
// The favicon's drawing without its rounded tile, so each icon can place it in its own frame.
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
  .replace(/<rect[^>]*\/>/, '')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

/**
 * `any` icons keep the favicon's rounded tile; `maskable` and Apple icons fill the square, since the
 * platform cuts its own shape, and keep the mark inside the central 80% safe zone.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, frame: 'tile', markScale: 1 },
  { file: 'icon-512.png', size: 512, frame: 'tile', markScale: 1 },
  { file: 'icon-maskable-192.png', size: 192, frame: 'full', markScale: 0.6 },
  { file: 'icon-maskable-512.png', size: 512, frame: 'full', markScale: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, frame: 'full', markScale: 0.8 },
];

function svgOf({ frame, markScale }) {
  const offset = (32 - 32 * markScale) / 2;
  const rect = frame === 'tile' ? '<rect width="32" height="32" rx="7"' : '<rect width="32" height="32"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${rect} fill="${BACKGROUND}"/>
<g transform="translate(${offset} ${offset}) scale(${markScale})">${mark}</g></svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = svgOf(icon).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: join(publicDir, 'icons', icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
