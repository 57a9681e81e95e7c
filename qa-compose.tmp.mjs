import { chromium } from 'playwright-core';
import fs from 'node:fs';
// usage: node qa-compose.tmp.mjs out.png img1 img2 img3 ...
const [out, ...imgs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390 * imgs.length, height: 600 } });
const html = `<body style="margin:0;display:flex;gap:15px;align-items:flex-start;background:#f0f">${imgs.map((f) => `<div><div style="font:12px sans-serif;background:#fff">${f.split('/').pop()}</div><img src="data:image/png;base64,${fs.readFileSync(f).toString('base64')}" style="display:block;width:375px"></div>`).join('')}</body>`;
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
