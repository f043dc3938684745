#!/usr/bin/env node
// Opens a pack's playable page (pack.html, from `minesift pack --page`) in headless Chromium
// (playwright-core driving the system Chromium) and plays it as a person would:
//  - wins board 1 (a no-guess board) pressing only the Hint button and doing what each hint says:
//    opening the cells it names safe, flagging the ones it names mines (no guess allowed);
//  - loses a board by opening a mine (the mines are read from the board's own link, decoded here);
//  - flags with a right click, chords a satisfied number, and flags with a long press on a phone;
//  - plays by keyboard (arrows, Enter, F);
//  - shares a board's link and reopens the same board from it in a fresh tab;
//  - keeps progress across a reload (localStorage);
//  - fits a phone's width (390 px) without zoom;
//  - finds no console errors, page errors or requests outside the file.
// Measures the page's load time and the median time of a hint (in the page, by performance.now).
// Writes screenshots (desktop and phone) to --shots DIR when given.
// Usage: node page-check.js PACK.html [--shots DIR]   (scripts/check-page is the front door)
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const { spawnSync } = require('child_process');
const { chromium } = require('playwright-core');

const { CHROMIUM, FLAGS, results, check } = require('./browser');
/** minesift's jar, to ask `minesift hint` what the page's hints must say (scripts/check-page sets it). */
const JAR = process.env.MINESIFT_JAR || '';

/**
 * A ShareLink fragment decoded independently of the page: {w, h, start, mine[], rules, puzzle}; version 2
 * (a variant board) adds after the mines the rules' length, the rules (ASCII) and a flags byte
 * (docs/formats.md, "Share link fragments"). rules is '' for a classic board.
 */
function decode(fragment) {
  const bytes = Buffer.from(fragment, 'base64url');
  const w = bytes[1], h = bytes[2];
  const mine = [];
  for (let i = 0; i < w * h; i++) mine.push((bytes[7 + (i >> 3)] >> (7 - (i & 7))) & 1);
  const at = 7 + Math.ceil(w * h / 8);
  const rules = bytes[0] === 2 ? bytes.subarray(at + 1, at + 1 + bytes[at]).toString('ascii') : '';
  const puzzle = bytes[0] === 2 && (bytes[at + 1 + bytes[at]] & 2) !== 0;
  return { w, h, start: bytes[6] * w + bytes[5], mine, rules, puzzle, mines: mine.reduce((a, m) => a + m, 0) };
}

/** The same board as a version-1 link (its mines and start, no rules): an old link, for a classic board. */
function classicLink(b) {
  const bytes = Buffer.alloc(7 + Math.ceil(b.w * b.h / 8));
  bytes.set([1, b.w, b.h, b.mines >> 8, b.mines & 255, b.start % b.w, Math.floor(b.start / b.w)]);
  b.mine.forEach((m, i) => { if (m) bytes[7 + (i >> 3)] |= 0x80 >> (i & 7); });
  return bytes.toString('base64url');
}

/**
 * What a revealed cell shows under a clue rule, computed here from the definitions in docs/games.md
 * ("Variant rules"), apart from minesift's code; null for the rules not computed here (L, W, P).
 */
function clueOf(b, i, letter) {
  const x = i % b.w, y = Math.floor(i / b.w);
  const at = (dx, dy) => (x + dx >= 0 && y + dy >= 0 && x + dx < b.w && y + dy < b.h ? (y + dy) * b.w + x + dx : -1);
  const ring = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && at(dx, dy) >= 0) ring.push(at(dx, dy));
  const coloured = (c) => ((c % b.w) + Math.floor(c / b.w)) % 2 === 0;
  switch (letter) {
    case 'V': return ring.filter((c) => b.mine[c]).length;
    case 'X': return [[0, -2], [0, -1], [-2, 0], [-1, 0], [1, 0], [2, 0], [0, 1], [0, 2]].map(([dx, dy]) => at(dx, dy))
      .filter((c) => c >= 0 && b.mine[c]).length;
    case 'M': return ring.reduce((n, c) => n + (b.mine[c] ? (coloured(c) ? 2 : 1) : 0), 0);
    case 'N': return Math.abs(ring.filter((c) => b.mine[c] && coloured(c)).length - ring.filter((c) => b.mine[c] && !coloured(c)).length);
    case 'E': {
      let seen = 1;
      for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {
        for (let k = 1; at(dx * k, dy * k) >= 0 && !b.mine[at(dx * k, dy * k)]; k++) seen++;
      }
      return seen;
    }
    default: return null;
  }
}

/** A phrase each rule's words must hold (docs/games.md's definitions), to check that the page names the rules. */
const RULE_WORDS = {
  V: '8 neighbours', X: 'two cells away', E: 'safe cells it sees', M: 'counting 2', N: 'difference', L: 'one off',
  W: 'lengths of the runs', P: 'separate runs', Q: '2×2 square', C: 'connected through their 8 neighbours',
  T: 'no three mines in a row', O: 'touches the border', D: '1×2 blocks', S: 'snake', B: 'same number of mines',
  A: 'connected orthogonally',
};

/** The clue rule's letter of a rules text ('T,X' → 'X', '' → 'V'). */
const clueLetter = (rules) => (rules ? rules.slice(-1) : 'V');

function label(b, i) {
  let col = '';
  for (let c = (i % b.w) + 1; c > 0; c = Math.floor((c - 1) / 26)) col = String.fromCharCode(65 + (c - 1) % 26) + col;
  return col + (Math.floor(i / b.w) + 1);
}

/** The cells a clue counts: its 8 neighbours, or under the cross rule X the cells up to two away in the 4 directions. */
function scopeOf(b, i) {
  if (clueLetter(b.rules) !== 'X') return neighbours(b, i);
  const x = i % b.w, y = Math.floor(i / b.w);
  return [[0, -2], [0, -1], [-2, 0], [-1, 0], [1, 0], [2, 0], [0, 1], [0, 2]].map(([dx, dy]) => [x + dx, y + dy])
    .filter(([cx, cy]) => cx >= 0 && cy >= 0 && cx < b.w && cy < b.h).map(([cx, cy]) => cy * b.w + cx);
}

function neighbours(b, i) {
  const x = i % b.w, y = Math.floor(i / b.w), out = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
    const nx = x + dx, ny = y + dy;
    if ((dx || dy) && nx >= 0 && ny >= 0 && nx < b.w && ny < b.h) out.push(ny * b.w + nx);
  }
  return out;
}

const cell = (page, name) => page.locator(`.cell[data-cell="${name}"]`);
const classOf = (page, name) => cell(page, name).getAttribute('class');
const status = (page) => page.evaluate(() => document.body.dataset.status);
const packData = (page) => page.evaluate(() => JSON.parse(document.getElementById('pack-data').textContent));

/**
 * Wins the board on screen pressing only Hint and doing what each hint says; with `compare` (a list),
 * the first hints after the start are also asked of `minesift hint` on the same position and each
 * disagreement is added to the list.
 */
async function winByHints(page, shot, compare) {
  const times = [];
  for (let step = 0; step < 400 && (await status(page)) !== 'won'; step++) {
    const position = compare && step > 0 && step <= 3 ? await positionOnPage(page) : null;
    await page.click('#hint');
    if (step === 6 && shot) await page.screenshot({ path: shot });
    const text = await page.locator('#hint-text').textContent();
    const ms = Number(await page.evaluate(() => document.body.dataset.hintMs));
    if (step > 0) times.push(ms);
    if (position) {
      const cli = commandHint(position);
      compare.push({ step, same: cli === text, cli, page: text });
    }
    const marked = await page.evaluate(() => Array.from(document.querySelectorAll('.mark-safe, .mark-mine'))
      .map((c) => ({ name: c.dataset.cell, mine: c.classList.contains('mark-mine') })));
    if (!marked.length) return { ok: false, detail: `step ${step}: the hint named no cell to open or flag: "${text}"`, times };
    for (const m of marked) {
      if (m.mine) await cell(page, m.name).click({ button: 'right' });
      else await cell(page, m.name).click();
    }
    if ((await status(page)) === 'lost') return { ok: false, detail: `step ${step}: lost after "${text}"`, times };
  }
  return { ok: (await status(page)) === 'won', detail: `${times.length + 1} hints`, times };
}

/** The position on screen as a .mine text, read from the cells alone (docs/formats.md: F flag, H hidden). */
async function positionOnPage(page) {
  const pack = await page.evaluate(() => ({ link: location.hash.slice(1) }));
  const b = decode(pack.link);
  const cells = await page.evaluate(() => Array.from(document.querySelectorAll('.cell'))
    .map((c) => (c.classList.contains('flag') ? 'F' : c.classList.contains('open') ? (c.textContent || '0') : 'H')));
  let text = `${b.w}x${b.h}x${b.mines}${b.rules ? ' ' + b.rules : ''}\n`;
  for (let y = 0; y < b.h; y++) {
    const row = cells.slice(y * b.w, (y + 1) * b.w).map((t) => t.replace(/ /g, '+'));
    text += row.join(row.some((t) => t.length > 1) ? ' ' : '') + '\n';
  }
  return { text, rules: b.rules };
}

/** What `minesift hint` says for the position, as the page shows it: its hint lines without the legend and rules lines. */
function commandHint(position) {
  const file = path.join(os.tmpdir(), `page-check-${process.pid}.mine`);
  fs.writeFileSync(file, position.text);
  const run = spawnSync('java', ['-jar', JAR, 'hint', file], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  if (run.status !== 0) return `(minesift hint exit ${run.status}: ${(run.stderr || '').trim()})`;
  return run.stdout.split('\n').slice(position.rules ? 2 : 1).join(' ').trim();
}

/** Each open cell's text against clueOf (the rules' definitions): the cells that differ, as "A1 shows 2, not 3". */
async function wrongClues(page, b) {
  const letter = clueLetter(b.rules);
  const shown = await page.evaluate(() => Array.from(document.querySelectorAll('.cell'))
    .map((c) => (c.classList.contains('open') ? c.textContent : null)));
  const wrong = [];
  let checked = 0;
  shown.forEach((text, i) => {
    const value = text === null ? null : clueOf(b, i, letter);
    if (value === null) return;
    const ring = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const x = i % b.w + dx, y = Math.floor(i / b.w) + dy;
      if ((dx || dy) && x >= 0 && y >= 0 && x < b.w && y < b.h) ring.push(y * b.w + x);
    }
    // blank only for a 0 that opened its cells (under N a 0 may hide one mine of each colour)
    const expected = value === 0 && (letter !== 'N' || ring.every((c) => !b.mine[c])) ? '' : String(value);
    checked++;
    if (text !== expected) wrong.push(`${label(b, i)} shows "${text}", not "${expected}"`);
  });
  return { wrong, checked };
}

/** Every board of the pack names its rules in words on the page (a classic board: classic rules). */
async function rulesNamed(page, pack) {
  const missing = [];
  for (let i = 0; i < pack.boards.length; i++) {
    await page.selectOption('#board-select', String(i));
    const text = await page.locator('#board-rules').textContent();
    const b = decode(pack.boards[i].link);
    const ok = b.rules ? text.startsWith(`Rules ${b.rules}:`) && b.rules === pack.boards[i].rules
      && b.rules.split(',').every((l) => text.includes(RULE_WORDS[l])) : /^Classic rules/.test(text);
    if (!ok) missing.push(`board ${i + 1} (${b.rules || 'classic'}): "${text}"`);
  }
  await page.selectOption('#board-select', '0');
  return missing;
}

/** The first board (from board 3, so that boards 1 and 2 keep their results) of each rule set but board 1's, won by hints. */
async function winEachRuleSet(page, pack, figures) {
  const first = decode(pack.boards[0].link).rules;
  const done = [];
  const seen = new Set([first]);
  for (let i = 2; i < pack.boards.length; i++) {
    const b = decode(pack.boards[i].link);
    if (seen.has(b.rules)) continue;
    seen.add(b.rules);
    await page.selectOption('#board-select', String(i));
    const won = await winByHints(page, null, null);
    figures.variantHintMs.push(...won.times);
    const clues = await wrongClues(page, b);
    done.push({ rules: b.rules || 'classic', board: i + 1, ok: won.ok && clues.wrong.length === 0,
      detail: `${won.detail}${clues.wrong.length ? '; ' + clues.wrong.slice(0, 3).join(', ') : ''}` });
  }
  return done;
}

async function main() {
  const args = process.argv.slice(2);
  const shotsAt = args.indexOf('--shots');
  const shots = shotsAt >= 0 ? path.resolve(args.splice(shotsAt, 2)[1]) : null;
  const file = path.resolve(args[0] || 'pack.html');
  if (!fs.existsSync(file)) throw new Error(`no ${file}: make it with minesift pack SIFT --page --out DIR`);
  const url = pathToFileURL(file).href;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'page-check-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1100, height: 900 },
  });
  const errors = [];
  const outside = [];
  const watch = (page) => {
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e && e.message || e)));
    page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) outside.push(r.url()); });
  };
  const figures = {};
  try {
    const page = context.pages()[0] || await context.newPage();
    watch(page);
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    figures.loadMs = Date.now() - t0;
    figures.navigationMs = await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0].loadEventEnd));
    check('the page loads in under 1 s', figures.navigationMs < 1000, `${figures.navigationMs} ms to the load event`);
    const pack = await packData(page);
    check('the page holds the pack', pack.boards.length > 0, `${pack.boards.length} boards`);
    const b1 = decode(pack.boards[0].link);
    const variants = pack.boards.filter((b) => decode(b.link).rules).length;
    figures.variantHintMs = [];
    const unnamed = await rulesNamed(page, pack);
    check('every board names its rules in words above it', unnamed.length === 0, unnamed.length ? unnamed.slice(0, 3).join(' | ')
      : `${pack.boards.length} boards, ${variants} under variant rules (${[...new Set(pack.boards.map((b) => b.rules || 'classic'))].join('; ')})`);
    if (b1.puzzle) {
      check('a puzzle shows its given clues from the start and marks no start cell', (await page.locator('.cell.open').count()) > 0
        && (await page.locator('.cell.start').count()) === 0, `${await page.locator('.cell.open').count()} cells shown`);
    } else {
      check('the start cell is marked', /start/.test(await classOf(page, label(b1, b1.start))));
    }
    if (b1.rules) {
      check('no Tatham ID for a variant board (Tatham\'s Mines has no variant rules)', pack.boards[0].tatham === ''
        && !(await page.locator('#tatham-id').isVisible()));
    } else {
      check('the Tatham ID is shown', (await page.locator('#tatham-id').textContent()) === pack.boards[0].tatham,
        pack.boards[0].tatham);
    }
    // What the category means, and before the first click whether board 1 needs a guess (when the sift measured luck).
    const about = await page.locator('#about').textContent();
    const boardLuck = await page.locator('#board-luck').textContent();
    check('the page says what the category means and whether the board needs a guess',
      about.includes(pack.boards[0].category + ' pack:') && about.length > 60
      && boardLuck === (pack.boards[0].luck ? 'This board ' + pack.boards[0].luck + '.' : ''),
    `${about.slice(0, 60)}…; ${boardLuck || '(no luck figures)'}`);

    // 1. Win board 1 with hints alone.
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const compared = JAR ? [] : null;
    const won = await winByHints(page, shots && path.join(shots, 'pack-page-desktop.png'), compared);
    figures.hintMs = won.times;
    if (b1.rules) figures.variantHintMs.push(...won.times);
    check(`board 1${b1.rules ? ' (rules ' + b1.rules + ')' : ''} is won by pressing Hint and doing what it says`, won.ok, won.detail);
    if (compared) {
      const differ = compared.filter((c) => !c.same);
      check('the page\'s hints are what `minesift hint` says on the same positions', compared.length > 0 && differ.length === 0,
        differ.length ? `step ${differ[0].step}: page "${differ[0].page.slice(0, 120)}" but hint "${differ[0].cli.slice(0, 120)}"`
          : `${compared.length} positions of board 1, word for word`);
    } else {
      console.log('  skip the page\'s hints against `minesift hint` (no MINESIFT_JAR)');
    }
    const shown = await wrongClues(page, b1);
    if (shown.checked) {
      check(`each open cell of board 1 shows what its rules give (${clueLetter(b1.rules)} clues, computed here)`,
        shown.wrong.length === 0, shown.wrong.length ? shown.wrong.slice(0, 4).join(', ') : `${shown.checked} cells`);
    }
    check('the finished board shows its category, reason and luck', await page.locator('#result').isVisible()
      && (await page.locator('#result-category').textContent()) === pack.boards[0].category
      && (await page.locator('#result-reason').textContent()) === pack.boards[0].reason
      && (await page.locator('#result-luck').textContent()) === (pack.boards[0].luck ? 'It ' + pack.boards[0].luck + '.' : ''),
    `${await page.locator('#result-category').textContent()}: ${await page.locator('#result-reason').textContent()}`);
    if (shots) await page.screenshot({ path: path.join(shots, 'pack-page-desktop-won.png') });

    // 2. Board 2: flag with a right click, chord, then lose by opening a mine.
    await page.click('#next');
    const b2 = decode(pack.boards[1 % pack.boards.length].link);
    await cell(page, label(b2, b2.start)).click();
    const revealed = await page.evaluate(() => Array.from(document.querySelectorAll('.cell.open')).map((c) => c.dataset.cell));
    const index = new Map(Array.from({ length: b2.w * b2.h }, (_, i) => [label(b2, i), i]));
    // A number with a mine among its hidden cells (neighbours, or under X its cross) and a safe hidden one to chord open.
    const chords = 'VX'.includes(clueLetter(b2.rules));
    const chordable = revealed.map((n) => index.get(n)).find((i) => {
      const hidden = scopeOf(b2, i).filter((n) => !revealed.includes(label(b2, n)));
      return hidden.some((n) => b2.mine[n]) && hidden.some((n) => !b2.mine[n]);
    });
    if (!chords) {
      console.log(`  skip flag and chord: board 2's clues (rules ${b2.rules}) count no plain number of mines`);
    } else if (chordable === undefined) {
      check('flag and chord', false, 'no number on board 2 has both a hidden mine and a hidden safe neighbour');
    } else {
      const hidden = scopeOf(b2, chordable).filter((n) => !revealed.includes(label(b2, n)));
      for (const n of hidden.filter((n) => b2.mine[n])) await cell(page, label(b2, n)).click({ button: 'right' });
      const flagged = await page.locator('.cell.flag').count();
      await cell(page, label(b2, chordable)).click();
      const opened = [];
      for (const n of hidden.filter((n) => !b2.mine[n])) opened.push(/open/.test(await classOf(page, label(b2, n))));
      check('a right click flags', flagged === hidden.filter((n) => b2.mine[n]).length, `${flagged} flags`);
      check('a click on a satisfied number chords its other neighbours open', opened.length > 0 && opened.every(Boolean),
        `chord on ${label(b2, chordable)} opened ${opened.filter(Boolean).length} of ${opened.length}`);
      check('the mine counter counts the flags down', Number(await page.locator('#mines').textContent())
        === b2.mine.reduce((a, m) => a + m, 0) - flagged);
    }
    const unflaggedMine = (await Promise.all(b2.mine.map(async (m, i) => (m && !/flag/.test(await classOf(page, label(b2, i)))) ? i : -1)))
      .find((i) => i >= 0);
    await cell(page, label(b2, unflaggedMine)).click();
    check('opening a mine loses the board', (await status(page)) === 'lost'
      && /boom/.test(await classOf(page, label(b2, unflaggedMine))), await page.locator('#result-title').textContent());

    // 3. Keyboard: restart board 2, move to the start cell with arrows, open it with Enter, flag with F.
    await page.click('#again');
    await page.focus('#board');
    const x = b2.start % b2.w, y = Math.floor(b2.start / b2.w);
    await page.evaluate(() => document.getElementById('board').focus());
    for (let i = 0; i < b2.w; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < b2.h; i++) await page.keyboard.press('ArrowUp');
    for (let i = 0; i < x; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < y; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const keyOpened = /open/.test(await classOf(page, label(b2, b2.start)));
    const hiddenCell = await page.evaluate(() => { const c = document.querySelector('.cell:not(.open)'); return c && c.dataset.cell; });
    const target = index.get(hiddenCell);
    for (let i = 0; i < b2.w; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < b2.h; i++) await page.keyboard.press('ArrowUp');
    for (let i = 0; i < target % b2.w; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < Math.floor(target / b2.w); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('f');
    check('keyboard play: arrows move, Enter opens, F flags', keyOpened && /flag/.test(await classOf(page, hiddenCell)),
      `start ${label(b2, b2.start)} opened: ${keyOpened}; ${hiddenCell} flagged`);
    await page.keyboard.press('h');
    check('H asks for a hint', (await page.locator('#hint-text').textContent()).length > 10);

    // 4. Progress survives a reload; 5. a share link reopens the same board in a fresh tab.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const opts = await page.evaluate(() => Array.from(document.querySelectorAll('#board-select option')).map((o) => o.textContent));
    check('progress is kept across a reload', /\u2713/.test(opts[0]) && /\u2717/.test(opts[1 % opts.length])
      && /open/.test(await classOf(page, label(b2, b2.start))), `${opts.slice(0, 2).join(' | ')}`);
    await page.click('#share');
    const link = await page.locator('#share-link').inputValue();
    const shared = pack.boards[1 % pack.boards.length].link;
    check('Share gives the page address with the board\'s link', link === url + '#' + shared, link.slice(-40));
    const other = await context.newPage();
    watch(other);
    await other.evaluate(() => localStorage.clear()).catch(() => {});
    await other.goto(link, { waitUntil: 'load' });
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    const sameBoard = await other.evaluate(() => document.getElementById('board-select').value);
    check('the link reopens the same board', sameBoard === String(1 % pack.boards.length)
      && (await other.locator('#tatham-id').textContent()) === pack.boards[1 % pack.boards.length].tatham, `board ${sameBoard}`);
    // ... under its rules: the link carries them, the fresh tab names them, and its cells show what they give.
    const rulesThere = await page.locator('#board-rules').textContent();
    const rulesHere = await other.locator('#board-rules').textContent();
    await cell(other, label(b2, b2.start)).click();
    const reopened = await wrongClues(other, b2);
    check('the link reopens it under its rules', decode(link.split('#')[1]).rules === (pack.boards[1 % pack.boards.length].rules || '')
      && rulesHere === rulesThere && reopened.wrong.length === 0,
    `rules ${b2.rules || 'classic'}: "${rulesHere.slice(0, 70)}…"; ${reopened.wrong.length ? reopened.wrong.slice(0, 3).join(', ')
      : reopened.checked ? reopened.checked + ' open cells as the rules give' : clueLetter(b2.rules) + ' clues not computed here'}`);
    // A link to a board of no pack (board 1 with another start cell) plays too.
    const bytes = Buffer.from(pack.boards[0].link, 'base64url');
    const startAt = b1.mine.findIndex((m, i) => !m && i !== b1.start);
    bytes[5] = startAt % b1.w; bytes[6] = Math.floor(startAt / b1.w);
    await other.goto(url + '#' + bytes.toString('base64url'), { waitUntil: 'load' });
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    // (a puzzle has no start cell to mark: the page says the board is shared)
    check('a link to a board outside the pack plays it', (b1.puzzle || /start/.test(await classOf(other, label(b1, startAt))))
      && /A shared board/.test(await other.locator('#status').textContent()), await other.locator('#status').textContent());
    if (b1.rules) {
      // An old link (version 1, no rules) of board 1's mines opens a classic board: classic clues, no rules.
      await other.goto(url + '#' + classicLink(b1), { waitUntil: 'load' });
      await other.waitForFunction(() => document.body.dataset.ready === 'true');
      await cell(other, label(b1, b1.start)).click();
      const classic = await wrongClues(other, { ...b1, rules: '' });
      const named = await other.locator('#board-rules').textContent();
      check('an old link without rules opens the classic board', /^Classic rules/.test(named) && classic.wrong.length === 0
        && classic.checked > 0, `"${named}"; ${classic.wrong.length ? classic.wrong.slice(0, 3).join(', ') : classic.checked + ' open cells with classic counts'}`);
    }
    await other.goto(url + '#AQkJ-not-a-board', { waitUntil: 'load' });
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    const said = await other.locator('#status').textContent();
    check('a link that is no board says so in one line and shows the pack', /does not hold a board/.test(said)
      && (await other.locator('.cell').count()) > 0 && (await other.evaluate(() => location.hash)) !== '#AQkJ-not-a-board', said);
    await other.close();

    await phoneCheck(url, shots, watch, figures);
    if (variants) {
      for (const r of await winEachRuleSet(page, pack, figures)) {
        check(`board ${r.board} (rules ${r.rules}) is won by hints, its cells as its rules give`, r.ok, r.detail);
      }
    }
    const large = await largeVariantBoard(page, url);
    check('a 16x16 board under T plays from its link: rules named, clues as the rules give, a hint answered', large.ok, large.detail);
    figures.expertMs = await expertHints(page, url);
    const sorted = figures.expertMs.slice().sort((a, b) => a - b);
    figures.expertMedian = sorted[sorted.length >> 1];
    figures.expertP95 = sorted[Math.floor(sorted.length * 0.95)];
    figures.expertMax = sorted[sorted.length - 1];
    check('a hint on an expert position shows in under 200 ms (median)', figures.expertMedian < 200,
      `median ${figures.expertMedian} ms, 95th percentile ${figures.expertP95} ms, max ${figures.expertMax} ms over ${sorted.length} hints`);
    await page.waitForTimeout(200);
    check('no console errors or page errors', errors.length === 0, errors.slice(0, 5).join(' | '));
    check('no requests outside the file (plays offline)', outside.length === 0, outside.slice(0, 3).join(' | '));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { file, figures };
}

/** A seeded expert board (30x16, 99 mines, none around the start at the centre) as a share-link fragment. */
function expertLink(seed) {
  const w = 30, h = 16, start = 8 * w + 15;
  let x = seed >>> 0;
  const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; }; // xorshift32
  const free = new Set([start, ...neighbours({ w, h }, start)]);
  const mine = new Array(w * h).fill(0);
  for (let placed = 0; placed < 99;) {
    const c = next() % (w * h);
    if (!mine[c] && !free.has(c)) { mine[c] = 1; placed++; }
  }
  const bytes = Buffer.alloc(7 + Math.ceil(w * h / 8));
  bytes.set([1, w, h, 0, 99, start % w, Math.floor(start / w)]);
  mine.forEach((m, i) => { if (m) bytes[7 + (i >> 3)] |= 0x80 >> (i & 7); });
  return { link: bytes.toString('base64url'), b: { w, h, start, mine } };
}

/**
 * A seeded 16x16 board with 40 mines under T (no three mines in a row across, down or diagonally,
 * placed here by rejection; none around the start at the centre) as a version-2 link, rules T,V.
 */
function tripletLink(seed) {
  const w = 16, h = 16, start = 8 * w + 8;
  let x = seed >>> 0;
  const next = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; }; // xorshift32
  const free = new Set([start, ...neighbours({ w, h }, start)]);
  const mine = new Array(w * h).fill(0);
  const at = (cx, cy) => cx >= 0 && cy >= 0 && cx < w && cy < h && mine[cy * w + cx] === 1;
  const triple = (c) => [[1, 0], [0, 1], [1, 1], [1, -1]].some(([dx, dy]) => [-2, -1, 0].some((k) => {
    const cx = c % w + k * dx, cy = Math.floor(c / w) + k * dy;
    return [0, 1, 2].every((j) => at(cx + j * dx, cy + j * dy));
  }));
  for (let placed = 0; placed < 40;) {
    const c = next() % (w * h);
    if (mine[c] || free.has(c)) continue;
    mine[c] = 1;
    if (triple(c)) mine[c] = 0; else placed++;
  }
  const bytes = Buffer.alloc(7 + 32 + 1 + 3 + 1);
  bytes.set([2, w, h, 0, 40, start % w, Math.floor(start / w)]);
  mine.forEach((m, i) => { if (m) bytes[7 + (i >> 3)] |= 0x80 >> (i & 7); });
  bytes.set([3, 84, 44, 86, 0], 39); // "T,V", no flags
  return { link: bytes.toString('base64url'), b: { w, h, start, mine, rules: 'T,V', mines: 40 } };
}

/**
 * A 16x16 board under T from its link (nothing in the page limits a board's size): its rules named,
 * its start opening as the V rule gives, and what a hint says there (a hint, or the engine's limit
 * in `minesift hint`'s words).
 */
async function largeVariantBoard(page, url) {
  const { link, b } = tripletLink(16);
  await page.goto(url + '#' + link, { waitUntil: 'load' });
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await cell(page, label(b, b.start)).click();
  const shown = await wrongClues(page, b);
  const named = await page.locator('#board-rules').textContent();
  await page.click('#hint');
  const hint = await page.locator('#hint-text').textContent();
  const ms = Number(await page.evaluate(() => document.body.dataset.hintMs));
  return { ok: named.startsWith('Rules T,V:') && shown.wrong.length === 0 && shown.checked > 8 && hint.length > 10,
    detail: `${shown.checked} open cells as the rules give; hint in ${ms} ms: "${hint.slice(0, 90)}"` };
}

/**
 * Hint times (asked to shown, ms) on expert positions: three seeded boards, each played to its end
 * (won or lost) by doing what each hint says: open the cells it calls safe, flag its mines, open the
 * first of the safest cells when it must guess.
 */
async function expertHints(page, url) {
  const times = [];
  for (let seed = 1; seed <= 3; seed++) {
    const { link, b } = expertLink(seed * 2654435761);
    await page.goto(url + '#' + link, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await cell(page, label(b, b.start)).click();
    for (let step = 0; step < 300 && (await status(page)) === 'playing'; step++) {
      await page.click('#hint');
      times.push(Number(await page.evaluate(() => document.body.dataset.hintMs)));
      const marked = await page.evaluate(() => Array.from(document.querySelectorAll('.mark-safe, .mark-mine, .mark-guess'))
        .map((c) => ({ name: c.dataset.cell, mine: c.classList.contains('mark-mine'), guess: c.classList.contains('mark-guess') })));
      for (const m of marked.slice(0, marked.length && marked[0].guess ? 1 : marked.length)) {
        if (m.mine) await cell(page, m.name).click({ button: 'right' });
        else await cell(page, m.name).click();
      }
    }
  }
  return times;
}

/** A phone: 390 px wide with touch; the board fits the width without zoom, a tap opens, a long press flags. */
async function phoneCheck(url, shots, watch, figures) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'page-check-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 390, height: 844 },
    hasTouch: true, isMobile: true, deviceScaleFactor: 1,
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    watch(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const pack = await packData(page);
    const b = decode(pack.boards[0].link);
    await cell(page, label(b, b.start)).tap();
    const hidden = await page.evaluate(() => { const c = document.querySelector('.cell:not(.open)'); return c && c.dataset.cell; });
    const box = await cell(page, hidden).boundingBox();
    const cdp = await context.newCDPSession(page);
    const longPress = async () => {
      const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await page.waitForTimeout(700);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(100);
      return classOf(page, hidden);
    };
    const flagged = await longPress();
    const unflagged = await longPress();
    check('phone: a tap opens the start cell, a long press flags and another unflags',
      /open/.test(await classOf(page, label(b, b.start))) && /flag/.test(flagged) && !/flag|open/.test(unflagged),
      `${hidden}: "${flagged}", then "${unflagged}"`);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth,
      board: Math.round(document.getElementById('board').getBoundingClientRect().width),
      cell: Math.round(document.querySelector('.cell').getBoundingClientRect().width),
      viewport: document.querySelector('meta[name=viewport]').content }));
    figures.phone = widths;
    check('phone: the page and the board fit 390 px without zoom', widths.page <= widths.screen && widths.board <= widths.screen
      && /width=device-width/.test(widths.viewport), JSON.stringify(widths));
    await page.click('#hint');
    if (shots) await page.screenshot({ path: path.join(shots, 'pack-page-phone.png') });
    // An expert board (30 wide) on the phone: 24 px cells that scroll sideways in the board's box.
    const { link } = expertLink(7);
    await page.goto(url + '#' + link, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const expert = await page.evaluate(() => {
      const wrap = document.querySelector('.board-wrap');
      return { page: document.documentElement.scrollWidth, screen: window.innerWidth, box: wrap.clientWidth,
        board: wrap.scrollWidth, cell: Math.round(document.querySelector('.cell').getBoundingClientRect().width) };
    });
    check('phone: an expert board scrolls in its box with 24 px cells, the page stays put', expert.page <= expert.screen
      && expert.board > expert.box && expert.cell === 24, JSON.stringify(expert));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().then(({ file, figures }) => {
  const times = (figures.hintMs || []).slice().sort((a, b) => a - b);
  console.log(`page-check: ${file}`);
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail ? ` — ${r.detail}` : ''}`);
  console.log(`load: ${figures.loadMs} ms to ready (navigation loadEventEnd ${figures.navigationMs} ms); `
    + `board 1 hints: median ${times.length ? times[times.length >> 1] : '-'} ms, max ${times.length ? times[times.length - 1] : '-'} ms `
    + `over ${times.length}; expert hints: median ${figures.expertMedian} ms, 95th percentile ${figures.expertP95} ms, `
    + `max ${figures.expertMax} ms over ${(figures.expertMs || []).length}`);
  const failed = results.filter((r) => !r.ok);
  const variant = (figures.variantHintMs || []).slice().sort((a, b) => a - b);
  if (variant.length) {
    console.log(`variant hints: median ${variant[variant.length >> 1]} ms, 90th percentile ${variant[Math.floor(variant.length * 0.9)]} ms, `
      + `max ${variant[variant.length - 1]} ms over ${variant.length}`);
  }
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}).catch((e) => {
  console.error(`page-check: ${e && e.message ? e.message.split('\n')[0] : e}`);
  if (process.env.PAGE_CHECK_DEBUG) console.error(e && e.stack);
  process.exit(1);
});
