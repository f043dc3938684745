#!/usr/bin/env node
// Opens a sift report's index.html in headless Chromium (playwright-core driving the system
// Chromium) and checks what a reader sees: no console errors, page errors, failed or outside
// requests; the map image loaded; one table row per board; numeric headers sort both ways;
// each row has a board drawing and .mine/MBF links to files that exist; the page says what a
// rate means, shows the layout rate and the forced guesses beside the rates, and marks every
// board whose layout rate disagrees with its luck-fair rate. Writes a screenshot
// to <folder>/report-check.png. Exit 0 when every check passes, 1 otherwise.
// Usage: node check.js FOLDER   (scripts/check-report is the front door: it installs what is needed)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL, fileURLToPath } = require('url');
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// Flags this machine needs (see the machine doc): no sandbox as root, no GPU, and no background
// networking, which the closed network would refuse over and over.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok: !!ok, detail: detail || '' });
}

async function main() {
  const folder = path.resolve(process.argv[2] || 'reports/sift');
  const index = path.join(folder, 'index.html');
  const summary = JSON.parse(fs.readFileSync(path.join(folder, 'summary.json'), 'utf8'));
  const boardCount = summary.boardCount;

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'report-check-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1400, height: 1000 },
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    const consoleErrors = [];
    const pageErrors = [];
    const failedRequests = [];
    const outsideRequests = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    page.on('pageerror', (e) => pageErrors.push(String(e && e.message || e)));
    page.on('requestfailed', (r) => failedRequests.push(`${r.url().slice(0, 100)} (${r.failure() && r.failure().errorText})`));
    page.on('request', (r) => {
      const u = r.url();
      if (!u.startsWith('file:') && !u.startsWith('data:')) outsideRequests.push(u.slice(0, 100));
    });

    await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });

    // The map: an embedded image that decoded and is shown at a visible size.
    const map = await page.evaluate(() => {
      const img = document.getElementById('map');
      if (!img) return null;
      const box = img.getBoundingClientRect();
      return { complete: img.complete, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight,
        shownWidth: Math.round(box.width), shownHeight: Math.round(box.height), dataUri: img.src.startsWith('data:image/png') };
    });
    check('map image loaded', map && map.complete && map.naturalWidth > 0 && map.shownWidth > 0 && map.shownHeight > 0,
      map ? `${map.naturalWidth}x${map.naturalHeight} px, shown at ${map.shownWidth}x${map.shownHeight}` : 'no <img id="map">');
    check('map embedded (data: URI)', map && map.dataUri, map && !map.dataUri ? 'map is not a data:image/png URI' : '');

    // Counts per category, as summary.json gives them.
    const shownCounts = await page.$$eval('ul.counts li', (lis) => lis.map((li) => li.textContent.trim()));
    const wantCounts = Object.entries(summary.counts || {}).map(([k, v]) => `${k}: ${v}`);
    const missingCounts = wantCounts.filter((c) => !shownCounts.includes(c));
    check('counts per category shown', shownCounts.length > 0 && missingCounts.length === 0,
      missingCounts.length ? `missing: ${missingCounts.join(', ')}; shown: ${shownCounts.join(', ')}` : shownCounts.join(', '));

    // The table: one row per board.
    const rowCount = await page.$$eval('#boards tbody tr', (rows) => rows.length);
    check('table has one row per board', rowCount === boardCount, `${rowCount} rows, summary.json boardCount ${boardCount}`);

    // What a rate means: the paragraph, the layout-rate column, the forced guesses beside the rates,
    // and one "luck hidden" mark per board whose layout rate disagrees (summary.json's layoutDisagrees).
    const ratesText = await page.$eval('p.rates', (p) => p.textContent).catch(() => '');
    check('the page says what a rate means', /cannot see/.test(ratesText) && /exact chance/.test(ratesText),
      ratesText ? ratesText.slice(0, 80) + '…' : 'no <p class="rates">');
    const headerNames = await page.$$eval('#boards thead th', (ths) => ths.map((th) => th.textContent.trim()));
    const strongAt = headerNames.indexOf('strong rate');
    const beside = headerNames.slice(strongAt + 1, strongAt + 4);
    check('layout rate and forced guesses beside the rates',
      strongAt > 0 && beside.join(',') === 'strong on this layout,forcedGuesses,guessSurvival', beside.join(', '));
    const marked = await page.$$eval('#boards tbody tr.disagrees', (trs) => trs.filter((tr) => tr.querySelector('.flag')).length);
    const wantMarked = (summary.boards || []).filter((b) => b.layoutDisagrees).length;
    check('boards whose layout hides luck are marked', marked === wantMarked, `${marked} marked, summary.json ${wantMarked}`);

    // Each row: a drawn board (an svg with a visible size) and .mine/MBF links to files on disk.
    const rows = await page.$$eval('#boards tbody tr', (trs) => trs.map((tr) => {
      const svg = tr.querySelector('svg');
      const box = svg ? svg.getBoundingClientRect() : null;
      return {
        id: (tr.cells[2] && tr.cells[2].getAttribute('data-v')) || '?',
        svg: !!svg, svgW: box ? box.width : 0, svgH: box ? box.height : 0,
        marks: svg ? svg.querySelectorAll('path, rect').length : 0,
        links: Array.from(tr.querySelectorAll('a[href]')).map((a) => a.href),
      };
    }));
    const noDrawing = rows.filter((r) => !r.svg || r.svgW < 10 || r.svgH < 10 || r.marks < 2).map((r) => r.id);
    check('every row has a board drawing', rows.length > 0 && noDrawing.length === 0,
      noDrawing.length ? `${noDrawing.length} rows without a visible svg: ${noDrawing.slice(0, 5).join(', ')}` : `${rows.length} svg drawings`);
    const linkProblems = [];
    let linksChecked = 0;
    for (const r of rows) {
      for (const ext of ['.mine', '.mbf']) {
        const href = r.links.find((h) => h.toLowerCase().endsWith(ext));
        if (!href) { linkProblems.push(`${r.id}: no ${ext} link`); continue; }
        let file;
        try { file = fileURLToPath(href); } catch (e) { linkProblems.push(`${r.id}: ${href} is not a local file`); continue; }
        linksChecked++;
        if (!fs.existsSync(file) || fs.statSync(file).size === 0) linkProblems.push(`${r.id}: ${path.relative(folder, file)} (absent or empty)`);
      }
    }
    check('every row links .mine and MBF files that exist', rows.length > 0 && linkProblems.length === 0,
      linkProblems.length ? `${linkProblems.length} missing: ${linkProblems.slice(0, 5).join('; ')}` : `${linksChecked} files found`);

    // Screenshot before sorting: the page as it opens (top of it: title, counts, map, first rows).
    const shot = path.join(folder, 'report-check.png');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1400, height: Math.max(1000, Math.min(height, 2400)) });
    await page.screenshot({ path: shot });
    await page.setViewportSize({ width: 1400, height: 1000 });

    // Sorting: every numeric header, ascending on the first click and descending on the second.
    const headers = await page.$$eval('#boards thead th', (ths) => ths.map((th, i) => ({ i, name: th.textContent.trim(), num: th.classList.contains('num') })));
    const numeric = headers.filter((h) => h.num);
    check('table has numeric (sortable) columns', numeric.some((h) => h.name === 'strong rate'),
      `numeric: ${numeric.map((h) => h.name).join(', ')}`);
    // "strong rate" first: it is the one named in the issue; the others follow.
    numeric.sort((a, b) => (b.name === 'strong rate') - (a.name === 'strong rate'));
    const sortProblems = [];
    for (const h of numeric) {
      for (const dir of ['ascending', 'descending']) {
        await page.locator('#boards thead th').nth(h.i).click();
        const state = await page.$eval('#boards thead', (thead, col) => ({
          cls: thead.rows[0].cells[col].className,
          values: Array.from(document.querySelectorAll('#boards tbody tr')).map((tr) => tr.cells[col].getAttribute('data-v')),
          count: document.querySelectorAll('#boards tbody tr').length,
        }), h.i);
        const vals = state.values.filter((v) => v !== null && v !== '').map(Number);
        const bad = vals.findIndex((v, k) => k > 0 && (Number.isNaN(v) || (dir === 'ascending' ? v < vals[k - 1] : v > vals[k - 1])));
        const wantCls = dir === 'ascending' ? 'asc' : 'desc';
        if (vals.some(Number.isNaN)) sortProblems.push(`${h.name}: a data-v is not a number`);
        else if (bad > 0) sortProblems.push(`${h.name} ${dir}: ${vals[bad - 1]} then ${vals[bad]} at row ${bad + 1}`);
        if (!state.cls.split(/\s+/).includes(wantCls)) sortProblems.push(`${h.name} ${dir}: header class "${state.cls}", expected ${wantCls}`);
        if (state.count !== rowCount) sortProblems.push(`${h.name} ${dir}: ${state.count} rows after sorting, ${rowCount} before`);
      }
    }
    const strongOk = !sortProblems.some((p) => p.startsWith('strong rate'));
    check('clicking "strong rate" sorts ascending, then descending', numeric.some((h) => h.name === 'strong rate') && strongOk,
      sortProblems.filter((p) => p.startsWith('strong rate')).join('; '));
    check('every numeric column sorts both ways', sortProblems.length === 0,
      sortProblems.length ? sortProblems.slice(0, 5).join('; ') : `${numeric.length} columns`);

    // Give late errors (from the clicks) a moment to arrive, then judge the console.
    await page.waitForTimeout(200);
    check('no console errors', consoleErrors.length === 0, consoleErrors.slice(0, 5).join(' | '));
    check('no page (script) errors', pageErrors.length === 0, pageErrors.slice(0, 5).join(' | '));
    check('no failed requests', failedRequests.length === 0, failedRequests.slice(0, 5).join(' | '));
    check('no requests outside the folder (opens offline)', outsideRequests.length === 0, outsideRequests.slice(0, 5).join(' | '));

    let version = '';
    try { version = require('child_process').execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch (e) { /* only for the summary */ }
    return { index, shot, version };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().then(({ index, shot, version }) => {
  console.log(`report-check: ${index}${version ? ` (headless ${version})` : ''}`);
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail ? ` — ${r.detail}` : ''}`);
  const failed = results.filter((r) => !r.ok);
  console.log(`screenshot: ${shot}`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length) {
    console.log('failures:');
    for (const r of failed) console.log(`  - ${r.name}${r.detail ? `: ${r.detail}` : ''}`);
  }
  process.exit(failed.length ? 1 : 0);
}).catch((e) => {
  console.error(`report-check: ${e && e.message ? e.message.split('\n')[0] : e}`);
  process.exit(1);
});
