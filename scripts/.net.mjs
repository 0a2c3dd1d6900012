import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await browser.close();
