#!/usr/bin/env node
// Opens a Shanghai pack's playable page (pack.html, from `minesift pack --page` on a Shanghai sift) in
// headless Chromium (playwright-core driving the system Chromium) and plays it as a person would:
//  - deal 1 shows every uncovered tile's kind and no covered tile's (checked against the layout's
//    places, read here from the page's data: a tile is covered when a tile of a higher layer overlaps it);
//  - plays deal 1 to its end pressing Hint and taking the pair it marks (a certain move, the strong
//    player's pick when none is certain, or the one pair left); two tiles go at each move, and the end
//    says cleared (no tile left) or stuck (no pair left) as the counters do; the first pick is the
//    pair `minesift hint` names at that table (the deal's NN-ID.json beside the page, the built jar);
//  - a click on a covered tile says so; Undo puts the last pair back; progress stays across a reload;
//  - keys: H hint, N next deal (which starts clean: no hint, mark or pick of the last); the share link
//    reopens the same deal in a fresh tab;
//  - fits a phone's width (390 px) without zoom; no console errors, page errors or requests outside the file.
// Measures the page's load time and the median time of an answer of the engine (in the page).
// Writes screenshots (desktop and phone) to --shots DIR when given.
// Usage: node shanghai-page-check.js PACK.html [--shots DIR]   (scripts/check-page is the front door)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const { spawnSync } = require('child_process');
const { chromium } = require('playwright-core');

const { CHROMIUM, FLAGS, results, check } = require('./browser');
/** minesift's jar, to ask `minesift hint` for the pick the page shows (scripts/check-page sets it). */
const JAR = process.env.MINESIFT_JAR || '';

/** The covered tiles of a full table, worked out here from the places alone (GNOME's rule: a tile of a higher layer overlaps it). */
function coveredAtStart(places) {
  const covered = new Set();
  places.forEach(([l, r, c], t) => {
    places.forEach(([l2, r2, c2]) => {
      if (l2 > l && Math.abs(r2 - r) < 2 && Math.abs(c2 - c) < 2) covered.add(t);
    });
  });
  return covered;
}

/**
 * What `minesift hint` (the jar scripts/check-page names) says at the table `played` left on deal 1, from
 * the deal's own file beside the page (NN-ID.json): {ok, detail}, ok when its pick is `pair`; ok with a
 * note when there is no jar or no file.
 */
function commandPick(file, deal, played, pair, player, said) {
  const own = path.join(path.dirname(file), deal.name + '.json');
  if (!JAR || !fs.existsSync(own)) return { skip: 'no jar or no ' + own };
  const args = ['-jar', JAR, 'hint', own, '--json'].concat(played.length ? ['--moves', played.map((m) => m.join('-')).join(',')] : []);
  const run = spawnSync('java', args, { encoding: 'utf8' });
  try {
    const hint = JSON.parse(run.stdout).hint;
    if (hint.kind === 'strong' && hint.player !== player) return { skip: 'the page\'s player is not shanghai-strong' };
    // the same pair, and the page says what it opens up in the command's words
    return { ok: hint.kind === 'strong' && hint.a === pair[0] && hint.b === pair[1] && said.endsWith(' ' + hint.effect),
      detail: 'page ' + pair.join('-') + ', command ' + hint.kind + ' ' + hint.a + '-' + hint.b + ' after ' + played.length
        + ' moves; "' + hint.effect + '" ' + (said.endsWith(' ' + hint.effect) ? 'on the page too' : 'not on the page: ' + said) };
  } catch (e) {
    return { ok: false, detail: 'minesift hint: ' + (run.stderr || run.stdout).trim() };
  }
}

async function state(page) {
  return page.evaluate(() => ({
    left: Number(document.getElementById('left').textContent),
    pairs: Number(document.getElementById('pairs').textContent),
    over: !document.getElementById('result').hidden,
    title: document.getElementById('result-title').textContent,
    deal: document.getElementById('deal-select').value,
    status: document.getElementById('status').textContent,
    hint: document.getElementById('hint-text').textContent,
    progress: document.getElementById('progress').textContent,
  }));
}

async function main() {
  const args = process.argv.slice(2);
  const shotsAt = args.indexOf('--shots');
  const shots = shotsAt >= 0 ? args.splice(shotsAt, 2)[1] : null;
  const file = path.resolve(args[0]);
  const url = pathToFileURL(file).href;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shanghai-page-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS,
    viewport: { width: 1200, height: 900 } });
  const errors = [];
  const outside = [];
  context.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) outside.push(r.url()); });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const t0 = Date.now();
  await page.goto(url + '#1');
  await page.waitForSelector('.tile', { state: 'attached' });
  const loadMs = Date.now() - t0;

  const pack = await page.evaluate(() => JSON.parse(document.getElementById('pack-data').textContent));
  const deal = pack.deals[0];
  const places = pack.layouts[deal.layout].text.split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const kinds = deal.kinds.split(',').map(Number);
  const covered = coveredAtStart(places);
  // Each button's place on screen tells its tile: the page draws tiles lowest layer first, sorted by layer, row, column.
  const order = places.map((p, t) => t).sort((a, b) => places[a][0] - places[b][0] || places[a][1] - places[b][1]
    || places[a][2] - places[b][2]);
  const buttons = await page.$$('.tile'); // in drawing order, `order`'s
  const texts = await Promise.all(buttons.map((b) => b.textContent()));
  let wrongFace = 0;
  order.forEach((t, i) => {
    const want = covered.has(t) ? '' : String(kinds[t] + 1);
    if (texts[i] !== want) wrongFace++;
  });
  check('deal 1 shows every uncovered kind and no covered one', wrongFace === 0 && buttons.length === places.length,
    wrongFace + ' tiles wrong of ' + places.length);

  // a covered tile says so
  const firstCovered = order.findIndex((t) => covered.has(t));
  if (firstCovered >= 0) {
    await buttons[firstCovered].dispatchEvent('click'); // the tile itself, not the one lying on it
    const s = await state(page);
    check('a click on a covered tile says it is covered', /covered/.test(s.status), s.status);
  }

  // play deal 1 by hints, else the first pair of free tiles of one kind
  let s = await state(page);
  const start = s.left;
  let moves = 0, byHint = 0, byPick = 0, fallback = 0, steadyTwo = true, command = null;
  const played = [];
  const hintTimes = [], pickTimes = [];
  while (!s.over) {
    const h0 = Date.now();
    await page.keyboard.press('h');
    hintTimes.push(Date.now() - h0);
    // the strong player's pick comes a moment after the words that it is weighing
    await page.waitForFunction(() => !/weighing them/.test(document.getElementById('hint-text').textContent));
    const said = (await state(page)).hint;
    if (/strong player would take the marked pair/.test(said)) {
      pickTimes.push(Date.now() - h0);
      byPick++;
    }
    let marked = await page.$$('.tile.mark');
    if (marked.length === 2) {
      byHint++;
      const pair = (await page.$$eval('.tile', (bs) => bs.map((b, i) => (b.classList.contains('mark') ? i : -1))
        .filter((i) => i >= 0))).map((i) => order[i]).sort((a, b) => a - b);
      // the first pick after some moves, so that the command's --moves and the page's seed are both tried
      if (/strong player would take/.test(said) && command === null && played.length > 0) {
        command = commandPick(file, deal, played, pair, pack.player, said);
      }
      played.push(pair);
    } else {
      fallback++;
      const free = await page.$$eval('.tile.free:not([hidden])', (bs) => bs.map((b) => b.textContent));
      const all = await page.$$('.tile.free:not([hidden])');
      let pair = null;
      for (let i = 0; i < free.length && !pair; i++) {
        for (let j = i + 1; j < free.length && !pair; j++) if (free[i] !== '' && free[i] === free[j]) pair = [all[i], all[j]];
      }
      if (!pair) break;
      marked = pair;
    }
    await marked[0].click({ force: true });
    await marked[1].click({ force: true });
    const next = await state(page);
    if (next.left !== s.left - 2) steadyTwo = false;
    s = next;
    moves++;
  }
  check('each move takes two tiles', steadyTwo && moves > 0, moves + ' moves, ' + byHint + ' by hints, '
    + byPick + ' of them the strong player\'s pick');
  if (command !== null && command.skip) console.log('skip the pick against `minesift hint`: ' + command.skip);
  else if (command !== null) check('the first pick after a move is the pair `minesift hint --moves` names, and what it opens up', command.ok, command.detail);
  check('the hint alone marks every move (certain, the strong player\'s pick or the one pair)', fallback === 0,
    byPick + ' picks, ' + fallback + ' moves the hint did not mark');
  check('the end says what the counters say', s.over && (s.left === 0 ? /^Cleared in/.test(s.title)
    : s.pairs === 0 && /^Stuck/.test(s.title)), s.title + ' (tiles ' + s.left + ', pairs ' + s.pairs + ')');
  check('the game started with every tile', start === places.length, start + ' of ' + places.length);

  await page.click('#undo');
  const undone = await state(page);
  check('undo puts the last pair back', undone.left === s.left + 2 && !undone.over, 'tiles ' + undone.left);

  await page.reload();
  await page.waitForSelector('.tile', { state: 'attached' });
  const reloaded = await state(page);
  check('progress stays across a reload', reloaded.left === undone.left && reloaded.deal === '0',
    'tiles ' + reloaded.left + ', deal ' + reloaded.deal);

  if (pack.deals.length > 1) {
    await page.keyboard.press('h');
    await page.keyboard.press('n');
    const second = await state(page);
    check('N goes to the next deal', second.deal === '1' && new URL(page.url()).hash === '#2', page.url());
    const carried = await page.$$('.tile.mark, .tile.picked');
    check('the next deal starts with no hint, mark or pick of the last', second.hint === '' && carried.length === 0,
      second.hint + ' ' + carried.length);
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    const fresh = await context.newPage();
    fresh.on('pageerror', (e) => errors.push(String(e)));
    await fresh.goto(link);
    await fresh.waitForSelector('.tile', { state: 'attached' });
    check('the share link opens the same deal', (await state(fresh)).deal === '1', link);
    await fresh.close();
  }
  await page.evaluate(() => document.activeElement && document.activeElement.blur()); // keys go to the page, not the link
  await page.keyboard.press('h');
  const said = (await state(page)).hint;
  check('H gives a hint', /^(Certain move: take the two marked tiles|No certain move: each of the|Only one pair can be taken now)/.test(said), said);
  const answerMs = await page.evaluate(() => {
    const d = JSON.parse(document.getElementById('pack-data').textContent);
    const times = [];
    for (const deal of d.deals) {
      const t = performance.now();
      shanghai(d.layouts[deal.layout].text, deal.kinds, '');
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[times.length >> 1];
  });
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await page.goto(url + '#1');
    await page.waitForSelector('.tile', { state: 'attached' });
    await page.click('#restart');
    await page.keyboard.press('h');
    await page.waitForFunction(() => !/weighing them/.test(document.getElementById('hint-text').textContent));
    await page.screenshot({ path: path.join(shots, 'shanghai-page-desktop.png'), fullPage: true });
  }

  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  phone.on('pageerror', (e) => errors.push(String(e)));
  await phone.goto(url + '#1');
  await phone.waitForSelector('.tile', { state: 'attached' });
  const fit = await phone.evaluate(() => ({ doc: document.documentElement.scrollWidth,
    table: document.getElementById('table').getBoundingClientRect().width }));
  check('fits a phone (390 px) without zoom', fit.doc <= 391 && fit.table <= 390, JSON.stringify(fit));
  if (shots) await phone.screenshot({ path: path.join(shots, 'shanghai-page-phone.png'), fullPage: true });

  check('no console or page errors', errors.length === 0, errors.join(' | '));
  check('no request outside the file', outside.length === 0, outside.join(' '));
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  for (const r of results) console.log((r.ok ? 'ok   ' : 'FAIL ') + r.name + (r.detail ? ': ' + r.detail : ''));
  const median = (xs) => xs.length ? xs.slice().sort((a, b) => a - b)[xs.length >> 1] : '-';
  console.log('load ' + loadMs + ' ms; engine answer, median over the deals: ' + answerMs.toFixed(2) + ' ms; hint key, median '
    + median(hintTimes) + ' ms; the strong player\'s pick, asked to shown, median ' + median(pickTimes) + ' ms, max '
    + (pickTimes.length ? Math.max(...pickTimes) : '-') + ' ms over ' + pickTimes.length);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((e) => { console.error('shanghai-page-check: ' + (e && e.stack || e)); process.exit(2); });
