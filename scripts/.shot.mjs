import { chromium } from 'playwright-core';

const base = process.argv[2];
const shots = process.argv.slice(3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
for (const s of shots) {
  const [name, path, action] = s.split('|');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (action === 'scroll') {
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(700);
  }
  if (action?.startsWith('click:')) {
    await page.locator(action.slice(6)).first().click();
    await page.waitForTimeout(800);
  }
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log('shot', name, page.url());
}
await browser.close();
