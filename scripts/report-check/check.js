#!/usr/bin/env node
// Opens a sift report's index.html in headless Chromium (playwright-core driving the system
// Chromium) and checks what a reader sees: no console errors, page errors, failed or outside
// requests; both map images loaded; a legend of the three categories with their rules and
// counts; the players' settings as name = value; the filter and pack commands; one table row per
// board, each with a reason, a board drawing and .mine/MBF links to files that exist, curator
// labels marked; the page says what a rate means, shows the layout rate and the forced guesses
// beside the rates, and marks every board whose layout rate disagrees with its luck-fair rate;
// the compact table fits 1400 px; details rows open and close and stay with their boards; every
// numeric header sorts both ways, the hidden columns too once "show all columns" is ticked; the
// filters show exactly a category's boards and (where the game measures luck) those that need no
// guess or lose at most 5 % to forced guesses, as summary.json counts them.
// The game's own parts are told by the sift's board set (boards.json names its format) or by
// --game: Minesweeper rows link .mine and MBF files and show the forced guesses beside the rates;
// Shanghai rows link each deal's one-deal set (.json) and draw every tile of the deal (one rect a
// tile, numbered by its kind), and the page says a covered tile's kind cannot be seen.
// Writes a screenshot to <folder>/report-check.png. Exit 0 when every check passes, 1 otherwise.
// Usage: node check.js [--game minesweeper|shanghai|coins] FOLDER
//        (scripts/check-report is the front door: it installs what is needed)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL, fileURLToPath } = require('url');
const { chromium } = require('playwright-core');

const { CHROMIUM, FLAGS, results, check } = require('./browser');

/** What differs between the games' pages: the files each row links, the measures beside the rates, the rate's words. */
// luck: the game measures each board's luck (needs a guess, loses to guesses), shown first beside the rates.
const GAMES = {
  minesweeper: { links: ['.mine', '.mbf'], beside: ['loses to guesses', 'strong on this layout', 'forcedGuesses', 'guessSurvival'],
    rates: [/cannot see/, /exact chance/], luck: true },
  shanghai: { links: ['.json'], beside: ['strong on this layout'], rates: [/cannot see/, /covered tiles/], tiles: true },
  coins: { links: ['.json'], beside: ['loses to guesses', 'strong on this layout'], rates: [/cannot see/], luck: true },
};

/** The game of a sift's folder: its board set's format (read from the file's start), else Minesweeper. */
function gameOf(folder) {
  let head = '';
  try {
    const fd = fs.openSync(path.join(folder, 'boards.json'), 'r');
    const buf = Buffer.alloc(4096);
    head = buf.toString('utf8', 0, fs.readSync(fd, buf, 0, 4096, 0));
    fs.closeSync(fd);
  } catch (e) { /* no board set: the table checks say so */ }
  const format = (head.match(/"format"\s*:\s*"([^"]*)"/) || [])[1];
  return format === 'minesift-shanghai' ? 'shanghai' : format === 'minesift-coins' ? 'coins' : 'minesweeper';
}


async function main() {
  const args = process.argv.slice(2);
  const gameAt = args.indexOf('--game');
  const named = gameAt >= 0 ? args.splice(gameAt, 2)[1] : null;
  if (named && !GAMES[named]) throw new Error(`unknown --game '${named}': use ${Object.keys(GAMES).join(', ')}`);
  const folder = path.resolve(args[0] || 'reports/sift');
  const gameName = named || gameOf(folder);
  const game = GAMES[gameName];
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
    const imageState = (id) => page.evaluate((id) => {
      const img = document.getElementById(id);
      if (!img) return null;
      const box = img.getBoundingClientRect();
      return { complete: img.complete, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight,
        shownWidth: Math.round(box.width), shownHeight: Math.round(box.height), dataUri: img.src.startsWith('data:image/png') };
    }, id);
    const shown = (m) => m && m.complete && m.naturalWidth > 0 && m.shownWidth > 0 && m.shownHeight > 0;
    const map = await imageState('map');
    check('map image loaded', shown(map),
      map ? `${map.naturalWidth}x${map.naturalHeight} px, shown at ${map.shownWidth}x${map.shownHeight}` : 'no <img id="map">');
    check('map embedded (data: URI)', map && map.dataUri, map && !map.dataUri ? 'map is not a data:image/png URI' : '');
    // The map with intervals: embedded too, shown once its summary is clicked.
    await page.locator('details.intervals > summary').click().catch(() => {});
    const withIntervals = await imageState('map-intervals');
    await page.locator('details.intervals > summary').click().catch(() => {});
    check('map with intervals opens on click', shown(withIntervals) && withIntervals.dataUri,
      withIntervals ? `${withIntervals.naturalWidth}x${withIntervals.naturalHeight} px, shown at ${withIntervals.shownWidth}x${withIntervals.shownHeight}` : 'no <img id="map-intervals">');

    // The legend: the three categories, each with the rule behind it and its count (as summary.json
    // gives them), and how the classifier decides.
    const legend = await page.$$eval('#legend tbody tr', (trs) => trs.map((tr) => ({
      category: tr.getAttribute('data-category'), count: tr.getAttribute('data-count'),
      name: tr.cells[0].textContent.trim(), rule: tr.cells[1].textContent.trim(), shown: tr.getBoundingClientRect().height > 0,
    })));
    const shownCounts = legend.map((l) => `${l.name}: ${l.count}`);
    const wantCounts = Object.entries(summary.counts || {}).map(([k, v]) => `${k}: ${v}`);
    const missingCounts = wantCounts.filter((c) => !shownCounts.includes(c));
    check('counts per category shown', legend.length > 0 && missingCounts.length === 0,
      missingCounts.length ? `missing: ${missingCounts.join(', ')}; shown: ${shownCounts.join(', ')}` : shownCounts.join(', '));
    const classifierText = await page.$eval('#legend p.classifier', (p) => p.textContent).catch(() => '');
    const legendOk = legend.length === 3 && ['too-easy', 'skill-rewarding', 'luck-bound'].every((c) => legend.some((l) => l.category === c))
      && legend.every((l) => l.shown && l.rule.length >= 20) && /labelled/.test(classifierText) && /leave-one-out/.test(classifierText);
    check('legend explains the three categories and how the classifier decides', legendOk,
      legend.map((l) => `${l.category}: "${l.rule.slice(0, 40)}…"`).join('; ') + (classifierText ? '' : '; no p.classifier'));

    // The players: settings as name = value, never the raw record text.
    const players = await page.$$eval('dl.players dd', (dds) => dds.map((dd) => Array.from(dd.querySelectorAll('ul.settings li'))
      .map((li) => li.textContent.trim())));
    const bodyText = await page.evaluate(() => document.body.innerText);
    const settingsOk = players.length === (summary.playerList ? summary.playerList.length : 2) && players.every((p) => p.length > 0 && p.every((s) => /^\S+ = \S/.test(s)))
      && !bodyText.includes('Parameters[');
    check('player settings shown as name = value', settingsOk,
      players.map((p) => `${p.length} settings (${p.slice(0, 2).join(', ')}…)`).join('; ') + (bodyText.includes('Parameters[') ? '; raw "Parameters[" text on the page' : ''));

    // What next: the exact filter and pack commands.
    const commands = await page.$$eval('#next code.command', (cs) => cs.map((c) => c.textContent.trim()));
    const wantCommands = ['minesift filter . --drop luck-bound --out fair.json',
      'minesift pack . --category skill-rewarding --count 20 --out packs/skill'];
    check('"What next" box gives the filter and pack commands', wantCommands.every((c) => commands.includes(c)),
      commands.join(' | ') || 'no #next code.command');

    // The table: one row per board.
    const rowCount = await page.$$eval('#boards tbody tr.board', (rows) => rows.length);
    check('table has one row per board', rowCount === boardCount, `${rowCount} rows, summary.json boardCount ${boardCount}`);

    // Each row: the reason in plain words in the category cell, and curator labels marked.
    const reasons = await page.$$eval('#boards tbody tr.board', (trs) => trs.map((tr) => {
      const r = tr.querySelector('.reason');
      return { id: tr.cells[2].getAttribute('data-v'), reason: r ? r.textContent.trim() : '', label: !!tr.querySelector('.label') };
    }));
    const noReason = reasons.filter((r) => r.reason.length < 10).map((r) => r.id);
    const kinds = new Set(reasons.map((r) => r.reason.replace(/[0-9.]+/g, 'N')));
    check('every row gives a reason', reasons.length > 0 && noReason.length === 0,
      noReason.length ? `${noReason.length} rows without: ${noReason.slice(0, 5).join(', ')}` : `${reasons.length} reasons, ${kinds.size} wordings`);
    const labelled = reasons.filter((r) => r.label).length;
    const wantLabelled = (summary.boards || []).filter((b) => b.label).length;
    check('curator-labelled boards say "labelled by you"', labelled === wantLabelled, `${labelled} marked, summary.json ${wantLabelled}`);

    // What a rate means: the paragraph, the layout-rate column, the forced guesses beside the rates,
    // and one "luck hidden" mark per board whose layout rate disagrees (summary.json's layoutDisagrees).
    const ratesText = await page.$eval('p.rates', (p) => p.textContent).catch(() => '');
    check('the page says what a rate means', game.rates.every((r) => r.test(ratesText)),
      ratesText ? ratesText.slice(0, 80) + '…' : 'no <p class="rates">');
    const headerNames = await page.$$eval('#boards thead tr.cols th', (ths) => ths.map((th) => th.textContent.trim()));
    const strongAt = headerNames.indexOf('strong rate');
    const beside = headerNames.slice(strongAt + 1, strongAt + 1 + game.beside.length);
    check(`layout rate${game.beside.length > 1 ? ' and the luck measures' : ''} beside the rates (${gameName})`,
      strongAt > 0 && beside.join(',') === game.beside.join(','), beside.join(', '));
    const marked = await page.$$eval('#boards tbody tr.board.disagrees', (trs) => trs.filter((tr) => tr.querySelector('.flag')).length);
    const wantMarked = (summary.boards || []).filter((b) => b.layoutDisagrees).length;
    check('boards whose layout hides luck are marked', marked === wantMarked, `${marked} marked, summary.json ${wantMarked}`);

    // Each row: a drawn board (an svg with a visible size) and .mine/MBF links to files on disk.
    const rows = await page.$$eval('#boards tbody tr.board', (trs) => trs.map((tr) => {
      const svg = tr.querySelector('svg');
      const box = svg ? svg.getBoundingClientRect() : null;
      return {
        id: (tr.cells[2] && tr.cells[2].getAttribute('data-v')) || '?',
        svg: !!svg, svgW: box ? box.width : 0, svgH: box ? box.height : 0,
        marks: svg ? svg.querySelectorAll('path, rect, circle').length : 0,
        rects: svg ? svg.querySelectorAll('rect.tile').length : 0,
        labels: svg ? Array.from(svg.querySelectorAll('text')).filter((t) => /^[0-9]+$/.test(t.textContent)).length : 0,
        links: Array.from(tr.querySelectorAll('a[href]')).map((a) => a.href),
      };
    }));
    const noDrawing = rows.filter((r) => !r.svg || r.svgW < 10 || r.svgH < 10 || r.marks < 2).map((r) => r.id);
    check('every row has a board drawing', rows.length > 0 && noDrawing.length === 0,
      noDrawing.length ? `${noDrawing.length} rows without a visible svg: ${noDrawing.slice(0, 5).join(', ')}` : `${rows.length} svg drawings`);
    if (game.tiles) {
      // Each deal drawn whole: one rounded tile and one kind number per tile (summary.json's "tiles" measure).
      const tilesOf = new Map((summary.boards || []).map((b) => [b.id, b.measures && b.measures.tiles]));
      const short = rows.filter((r) => !(tilesOf.get(r.id) > 0) || r.rects !== tilesOf.get(r.id) || r.labels !== tilesOf.get(r.id));
      check('every deal drawn with all its tiles and their kinds', rows.length > 0 && short.length === 0,
        short.length ? short.slice(0, 5).map((r) => `${r.id}: ${r.rects} tiles, ${r.labels} kinds drawn, ${tilesOf.get(r.id)} in the deal`).join('; ')
          : `${rows.length} deals, ${new Set(rows.map((r) => r.rects)).size === 1 ? rows[0].rects + ' tiles each' : 'tiles as their layouts have'}`);
    }
    const linkProblems = [];
    let linksChecked = 0;
    for (const r of rows) {
      for (const ext of game.links) {
        const href = r.links.find((h) => h.toLowerCase().endsWith(ext));
        if (!href) { linkProblems.push(`${r.id}: no ${ext} link`); continue; }
        let file;
        try { file = fileURLToPath(href); } catch (e) { linkProblems.push(`${r.id}: ${href} is not a local file`); continue; }
        linksChecked++;
        if (!fs.existsSync(file) || fs.statSync(file).size === 0) linkProblems.push(`${r.id}: ${path.relative(folder, file)} (absent or empty)`);
      }
    }
    check(`every row links ${game.links.join(' and ')} files that exist`, rows.length > 0 && linkProblems.length === 0,
      linkProblems.length ? `${linkProblems.length} missing: ${linkProblems.slice(0, 5).join('; ')}` : `${linksChecked} files found`);

    // The compact view fits a 1400 px window: no horizontal scrolling.
    const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
      table: Math.ceil(document.getElementById('boards').getBoundingClientRect().right) }));
    check('the default view fits 1400 px (no horizontal scrolling)', width.page <= width.window && width.table <= width.window,
      `page ${width.page} px, table ends at ${width.table} px, window ${width.window} px`);

    // Screenshot before sorting: the page as it opens (top of it: title, legend, map, first rows).
    const shot = path.join(folder, 'report-check.png');
    const height = await page.evaluate(() => { window.scrollTo(0, 0); return document.documentElement.scrollHeight; });
    await page.setViewportSize({ width: 1400, height: Math.max(1000, Math.min(height, 2400)) });
    await page.screenshot({ path: shot });
    await page.setViewportSize({ width: 1400, height: 1000 });

    // Details: the first board's toggle opens its details row (the columns the compact view
    // leaves out) and closes it again.
    const hiddenColumns = await page.$$eval('#boards thead tr.cols th.x', (ths) => ths.length);
    const detailsState = () => page.$eval('#boards tbody tr.board', (tr) => {
      const button = tr.querySelector('button.more');
      const more = button && document.getElementById(button.getAttribute('aria-controls'));
      return { expanded: button && button.getAttribute('aria-expanded'), shown: !!more && more.getBoundingClientRect().height > 0,
        follows: !!more && tr.nextElementSibling === more, items: more ? more.querySelectorAll('dt').length : 0 };
    });
    const closed = await detailsState();
    await page.locator('#boards tbody tr.board button.more').first().click().catch(() => {});
    const opened = await detailsState();
    await page.locator('#boards tbody tr.board button.more').first().click().catch(() => {});
    const closedAgain = await detailsState();
    check('details open and close on click', !closed.shown && opened.shown && opened.expanded === 'true' && opened.follows
      && opened.items === hiddenColumns && hiddenColumns > 0 && !closedAgain.shown && closedAgain.expanded === 'false',
      `closed ${closed.shown ? 'shown' : 'hidden'}, clicked: ${opened.shown ? 'shown' : 'hidden'} with ${opened.items} of ${hiddenColumns} hidden columns, clicked again: ${closedAgain.shown ? 'shown' : 'hidden'}`);

    // Sorting: every numeric header, ascending on the first click and descending on the second;
    // first those of the compact view, then, with "show all columns" ticked, the others.
    const headers = await page.$$eval('#boards thead tr.cols th', (ths) => ths.map((th, i) => ({ i, name: th.textContent.trim(),
      num: th.classList.contains('num'), hidden: th.getBoundingClientRect().width === 0 })));
    const numeric = headers.filter((h) => h.num);
    check('table has numeric (sortable) columns', numeric.some((h) => h.name === 'strong rate' && !h.hidden),
      `numeric: ${numeric.filter((h) => !h.hidden).map((h) => h.name).join(', ')}; behind "show all columns": ${numeric.filter((h) => h.hidden).map((h) => h.name).join(', ')}`);
    // "strong rate" first: it is the one named in the issue; the others follow.
    numeric.sort((a, b) => (b.name === 'strong rate') - (a.name === 'strong rate') || a.hidden - b.hidden);
    const sortProblems = [];
    let allShown = null;
    for (const h of numeric) {
      if (h.hidden && allShown === null) {
        await page.locator('#all-columns').check();
        allShown = await page.$$eval('#boards thead tr.cols th.x', (ths) => ths.filter((th) => th.getBoundingClientRect().width > 0).length);
      }
      for (const dir of ['ascending', 'descending']) {
        await page.locator('#boards thead tr.cols th').nth(h.i).click();
        const state = await page.$eval('#boards thead tr.cols', (cols, col) => ({
          cls: cols.cells[col].className,
          values: Array.from(document.querySelectorAll('#boards tbody tr.board')).map((tr) => tr.cells[col].getAttribute('data-v')),
          count: document.querySelectorAll('#boards tbody tr.board').length,
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
      sortProblems.length ? sortProblems.slice(0, 5).join('; ') : `${numeric.length} columns (${numeric.filter((h) => h.hidden).length} behind "show all columns")`);
    check('"show all columns" shows the hidden columns', allShown === hiddenColumns && hiddenColumns > 0,
      `${allShown === null ? 'never ticked' : allShown} of ${hiddenColumns} shown`);
    // After all that sorting, each details row still sits right under its board.
    const strays = await page.$$eval('#boards tbody tr.more', (trs) => trs.filter((tr) => {
      const prev = tr.previousElementSibling;
      const button = prev && prev.querySelector('button.more');
      return !button || button.getAttribute('aria-controls') !== tr.id;
    }).length);
    check('details rows stay with their boards when sorting', strays === 0, `${strays} details rows away from their board`);
    await page.locator('#all-columns').uncheck().catch(() => {});

    await checkFilters(page, summary, game);

    // Give late errors (from the clicks) a moment to arrive, then judge the console.
    await page.waitForTimeout(200);
    check('no console errors', consoleErrors.length === 0, consoleErrors.slice(0, 5).join(' | '));
    check('no page (script) errors', pageErrors.length === 0, pageErrors.slice(0, 5).join(' | '));
    check('no failed requests', failedRequests.length === 0, failedRequests.slice(0, 5).join(' | '));
    check('no requests outside the folder (opens offline)', outsideRequests.length === 0, outsideRequests.slice(0, 5).join(' | '));

    let version = '';
    try { version = require('child_process').execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch (e) { /* only for the summary */ }
    return { index, shot, version, gameName };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The filters above the table: a category shows exactly its boards (summary.json's counts); where
 * the game measures luck, "needs no guess" and "loses to guesses at most 5 %" show exactly the
 * boards summary.json gives needsGuess false and guessLoss <= 0.05, the luck column says "no guess"
 * on as many rows, and the legend tells how many boards of each category need a guess. A details
 * row opened before filtering hides with its board and comes back with it. Clearing the filters
 * shows every board again.
 */
async function checkFilters(page, summary, game) {
  const boards = summary.boards || [];
  const visible = () => page.$$eval('#boards tbody tr.board', (trs) => trs.filter((tr) => !tr.hidden && tr.getBoundingClientRect().height > 0)
    .map((tr) => ({ category: tr.getAttribute('data-category'), id: tr.cells[2].getAttribute('data-v') })));
  const shownText = () => page.$eval('#shown', (o) => o.textContent.trim()).catch(() => '');
  const problems = [];
  const skill = 'skill-rewarding';
  await page.locator('#boards tbody tr.board button.more').first().click().catch(() => {});
  const firstCategory = await page.$eval('#boards tbody tr.board', (tr) => tr.getAttribute('data-category'));
  const other = ['too-easy', 'luck-bound', skill].find((c) => c !== firstCategory);
  for (const c of ['too-easy', 'luck-bound', skill]) {
    await page.selectOption('#filter-category', c);
    const rows = await visible();
    const want = (summary.counts || {})[c];
    if (rows.length !== want || rows.some((r) => r.category !== c)) problems.push(`${c}: ${rows.length} rows shown, summary.json ${want}`);
    if (await shownText() !== `${want} of ${boards.length} boards shown`) problems.push(`${c}: "${await shownText()}"`);
  }
  await page.selectOption('#filter-category', other);
  const openHidden = await page.$eval('#boards tbody tr.more', (tr) => tr.hidden);
  await page.selectOption('#filter-category', '');
  const openBack = await page.$eval('#boards tbody tr.more', (tr) => !tr.hidden && tr.getBoundingClientRect().height > 0);
  if (!openHidden || !openBack) problems.push(`an open details row ${openHidden ? '' : 'stayed shown when its board was filtered out'}${openBack ? '' : 'did not come back with its board'}`);
  await page.locator('#boards tbody tr.board button.more').first().click().catch(() => {});
  check('the category filter shows exactly that category\'s boards', problems.length === 0,
    problems.length ? problems.join('; ') : `${Object.entries(summary.counts || {}).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (!game.luck) return;

  const luckProblems = [];
  const noGuess = boards.filter((b) => b.needsGuess === false);
  const cells = await page.$$eval('#boards tbody tr.board', (trs) => trs.filter((tr) => tr.querySelector('.no-guess')).length);
  if (cells !== noGuess.length) luckProblems.push(`${cells} rows say "no guess", summary.json ${noGuess.length} boards need none`);
  const legend = await page.$$eval('#legend tbody tr', (trs) => trs.map((tr) => [tr.getAttribute('data-category'), tr.cells[4] && tr.cells[4].textContent.trim()]));
  for (const [c, n] of legend) {
    if (String((summary.needGuessCounts || {})[c]) !== n) luckProblems.push(`legend: ${c} ${n} need a guess, summary.json ${(summary.needGuessCounts || {})[c]}`);
  }
  await page.selectOption('#filter-guess', 'no');
  let rows = await visible();
  if (rows.length !== noGuess.length) luckProblems.push(`needs no guess: ${rows.length} rows, summary.json ${noGuess.length}`);
  await page.selectOption('#filter-category', skill);
  rows = await visible();
  const skillNoGuess = noGuess.filter((b) => b.category === skill).length;
  if (rows.length !== skillNoGuess) luckProblems.push(`skill-rewarding with no guess: ${rows.length} rows, summary.json ${skillNoGuess}`);
  await page.selectOption('#filter-guess', '');
  await page.fill('#filter-loss', '5');
  rows = await visible();
  const mild = boards.filter((b) => b.category === skill && b.guessLoss <= 0.05 + 1e-9).length;
  if (rows.length !== mild) luckProblems.push(`skill-rewarding losing at most 5 %: ${rows.length} rows, summary.json ${mild}`);
  await page.fill('#filter-loss', '');
  await page.selectOption('#filter-category', '');
  rows = await visible();
  if (rows.length !== boards.length) luckProblems.push(`cleared: ${rows.length} of ${boards.length} rows shown`);
  check('the luck filters and column match summary.json (needs a guess, loses to guesses)', luckProblems.length === 0,
    luckProblems.length ? luckProblems.join('; ')
      : `${noGuess.length} boards need no guess (${skillNoGuess} skill-rewarding), ${mild} skill-rewarding lose at most 5 %`);
}

main().then(({ index, shot, version, gameName }) => {
  console.log(`report-check: ${index} (${gameName})${version ? ` (headless ${version})` : ''}`);
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
