// The Shanghai pack page's game: plays the deals of the pack (data in #pack-data) by minesift's own
// rules (shanghai(), the TeaVM build of io.minesift.cli.page.ShanghaiTable, inlined before this script):
// the engine says which tiles are free and hidden, how many pairs can be taken and which certain move
// to hint; this script only draws, keeps the moves and asks again. Progress is kept in localStorage
// under "minesift-shanghai:" + the pack's id; the address holds the deal's number (#3), its share link.
(function () {
  'use strict';
  const PACK = JSON.parse(document.getElementById('pack-data').textContent);
  const STORE_KEY = 'minesift-shanghai:' + PACK.id;
  const HALF_W = 22, HALF_H = 28, SHIFT = 5, SMALLEST_HALF_W = 11;
  const $ = (id) => document.getElementById(id);
  const el = {
    table: $('table'), left: $('left'), pairs: $('pairs'), status: $('status'), hint: $('hint-text'),
    select: $('deal-select'), result: $('result'), share: $('share-link'), progress: $('progress'), reason: $('reason'),
  };
  let store = loadStore();
  let index = 0;
  let deal = null;
  let places = [];
  let moves = [];
  let now = null;
  let picked = -1;
  let marked = [];
  let tiles = [];
  /** The strong player's picks already weighed, by deal and moves; whether one is being weighed now. */
  const picks = new Map();
  let weighing = false;

  function loadStore() {
    try {
      const s = JSON.parse(localStorage.getItem(STORE_KEY) || '{}');
      return { current: s.current || 0, done: s.done || {}, moves: s.moves || {} };
    } catch (e) {
      return { current: 0, done: {}, moves: {} };
    }
  }

  function saveStore() {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(store));
    } catch (e) { /* storage off (private mode): progress lasts the visit */ }
  }

  /** The layout's places, [layer, row, col] a tile in tile order, from minesift's own layout text. */
  function parsePlaces(text) {
    return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/\s+/).map(Number));
  }

  /** The engine's answer for the deal after `list` ({free, hidden, legal, left, hint}); throws its one-line reason. */
  function ask(list) {
    const layout = PACK.layouts[deal.layout];
    const a = JSON.parse(shanghai(layout.text, deal.kinds, list.map((m) => m[0] + '-' + m[1]).join(',')));
    if (a.error) throw new Error(a.error);
    return a;
  }

  function kindOf(t) {
    return deal.kindList[t];
  }

  function kindName(k) {
    return 'kind ' + (k + 1);
  }

  function start(i) {
    index = Math.max(0, Math.min(PACK.deals.length - 1, i));
    deal = PACK.deals[index];
    deal.kindList = deal.kindList || deal.kinds.split(',').map(Number);
    places = parsePlaces(PACK.layouts[deal.layout].text);
    store.current = index;
    saveStore();
    el.select.value = String(index);
    el.reason.textContent = deal.category + ': ' + about(deal);
    if (location.hash !== '#' + (index + 1)) history.replaceState(null, '', '#' + (index + 1));
    el.share.hidden = true;
    picked = -1;
    marked = [];
    el.hint.textContent = '';
    el.status.textContent = '';
    build();
    moves = [];
    for (const m of store.moves[deal.name] || []) {
      if (!allowed(moves.concat([m]))) break; // a stored game the deal no longer allows goes on from its last allowed move
      moves.push(m);
    }
    update();
  }

  /** Whether the deal allows the moves `list`, in order. */
  function allowed(list) {
    try {
      ask(list);
      return true;
    } catch (e) {
      return false;
    }
  }

  /** The deal's reason and rates, as the sift gave them, in one line. */
  function about(d) {
    return [d.reason, d.rates].filter((x) => x).join('. ');
  }

  /** One button a tile, drawn lowest layer first, so that higher tiles lie over lower ones. */
  function build() {
    el.table.textContent = '';
    const order = places.map((p, t) => t).sort((a, b) => places[a][0] - places[b][0] || places[a][1] - places[b][1]
      || places[a][2] - places[b][2]);
    tiles = new Array(places.length);
    for (const t of order) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'tile';
      b.addEventListener('click', () => pick(t));
      el.table.appendChild(b);
      tiles[t] = b;
    }
    layoutTiles();
  }

  /** Places the tiles at a size that fits the page's width (a phone gets smaller tiles). */
  function layoutTiles() {
    const rows = places.map((p) => p[1]), cols = places.map((p) => p[2]), layers = places.map((p) => p[0]);
    const minRow = Math.min(...rows), minCol = Math.min(...cols), top = Math.max(...layers);
    const spanCols = Math.max(...cols) - minCol + 2, spanRows = Math.max(...rows) - minRow + 2;
    const room = Math.max(200, el.table.parentElement.clientWidth - 8);
    const hw = Math.max(SMALLEST_HALF_W, Math.min(HALF_W, Math.floor((room - (top + 1) * SHIFT) / spanCols)));
    const hh = Math.round(hw * HALF_H / HALF_W);
    const shift = Math.max(2, Math.round(SHIFT * hw / HALF_W));
    document.documentElement.style.setProperty('--hw', hw + 'px');
    document.documentElement.style.setProperty('--hh', hh + 'px');
    document.documentElement.style.setProperty('--shift', shift + 'px');
    el.table.style.width = (spanCols * hw + (top + 2) * shift) + 'px';
    el.table.style.height = (spanRows * hh + (top + 2) * shift) + 'px';
    places.forEach((p, t) => {
      tiles[t].style.left = ((p[2] - minCol) * hw + (top - p[0]) * shift) + 'px';
      tiles[t].style.top = ((p[1] - minRow) * hh + (top - p[0]) * shift) + 'px';
      tiles[t].style.fontSize = Math.round(hw * 0.78) + 'px';
    });
  }

  function update() {
    now = ask(moves);
    const free = new Set(now.free), hidden = new Set(now.hidden), gone = new Set(moves.flat());
    const colours = PACK.layouts[deal.layout].colours;
    tiles.forEach((b, t) => {
      b.hidden = gone.has(t);
      const k = kindOf(t);
      const seen = !hidden.has(t);
      b.textContent = seen ? String(k + 1) : '';
      b.style.background = seen ? colours[k] : '';
      b.classList.toggle('hidden', !seen);
      b.classList.toggle('free', free.has(t));
      b.classList.toggle('picked', t === picked);
      b.classList.toggle('mark', marked.includes(t));
      b.setAttribute('aria-label', seen ? kindName(k) + (free.has(t) ? ', free' : ', not free')
        : 'covered tile');
    });
    el.left.textContent = String(now.left);
    el.pairs.textContent = String(now.legal);
    progress();
    const over = now.left === 0 || now.legal === 0;
    el.result.hidden = !over;
    document.body.dataset.status = now.left === 0 ? 'cleared' : over ? 'stuck' : 'playing';
    if (now.left === 0) {
      store.done[deal.name] = true;
      saveStore();
      progress();
      $('result-title').textContent = 'Cleared in ' + moves.length + (moves.length === 1 ? ' move' : ' moves');
    } else if (over) {
      $('result-title').textContent = 'Stuck: no pair of free tiles of one kind is left (undo, or play again)';
    }
    $('result-category').textContent = deal.category;
    $('result-reason').textContent = about(deal);
  }

  function progress() {
    const cleared = PACK.deals.filter((d) => store.done[d.name]).length;
    el.progress.textContent = cleared + ' of ' + PACK.deals.length + ' cleared';
    Array.from(el.select.options).forEach((o, i) => {
      o.textContent = (store.done[PACK.deals[i].name] ? '\u2713 ' : '') + PACK.deals[i].name + ' (' + PACK.deals[i].category + ')';
    });
  }

  function pick(t) {
    if (now.left === 0) return;
    marked = [];
    el.hint.textContent = '';
    if (!now.free.includes(t)) {
      el.status.textContent = now.hidden.includes(t) ? 'That tile is covered: take the tiles on it first.'
        : 'That tile is not free: it is touched on its left and its right.';
    } else if (picked === t) {
      picked = -1;
      el.status.textContent = '';
    } else if (picked >= 0 && kindOf(picked) === kindOf(t)) {
      const m = [Math.min(picked, t), Math.max(picked, t)];
      picked = -1;
      if (allowed(moves.concat([m]))) {
        moves.push(m);
        remember();
        el.status.textContent = '';
      } else {
        el.status.textContent = 'Those two cannot go together now.';
      }
    } else {
      el.status.textContent = picked >= 0 ? 'Not the same kind: picked this one instead.' : '';
      picked = t;
    }
    update();
  }

  function remember() {
    store.moves[deal.name] = moves.slice();
    saveStore();
  }

  function hint() {
    picked = -1;
    if (now.left === 0) {
      el.hint.textContent = 'The table is clear.';
      marked = [];
    } else if (now.hint) {
      marked = [now.hint.a, now.hint.b];
      el.hint.textContent = 'Certain move: take the two marked tiles of ' + kindName(kindOf(now.hint.a)) + '. '
        + now.hint.why.charAt(0).toUpperCase() + now.hint.why.slice(1) + '.' + (now.hint.effect ? ' ' + now.hint.effect : '');
    } else if (now.legal === 0) {
      marked = [];
      el.hint.textContent = 'No pair is left to take: undo some moves, or play again.';
    } else if (now.legal === 1) {
      // free tiles are seen, so their kinds are the player's to read
      marked = now.free.filter((t) => now.free.some((u) => u !== t && kindOf(u) === kindOf(t)));
      el.hint.textContent = 'Only one pair can be taken now, the marked one: there is no choice to make.';
    } else {
      marked = [];
      // the deal's id and the moves: the seed `minesift hint --moves` draws the same pick from
      const key = deal.id + '|' + moves.map((m) => m[0] + '-' + m[1]).join(',');
      if (picks.has(key)) {
        showPick(picks.get(key));
      } else if (!weighing) {
        weighing = true;
        el.hint.textContent = 'No certain move: each of the ' + now.legal + ' pairs you can take is a choice. '
          + 'The strong player is weighing them\u2026';
        const asked = moves.slice();
        const on = deal;
        // let the words be drawn before the engine works (up to about a second on a full Turtle table)
        requestAnimationFrame(() => setTimeout(() => {
          weighing = false;
          if (on === deal && asked.length === moves.length && asked.every((m, i) => m === moves[i])) {
            picks.set(key, strongPick(key));
            showPick(picks.get(key));
          }
        }, 0));
      }
      return;
    }
    update();
  }

  /** The strong player's pair at the table `key` names ({a, b}), or null when the engine gives none. */
  function strongPick(key) {
    const layout = PACK.layouts[deal.layout];
    try {
      const pick = JSON.parse(shanghaiPick(layout.text, deal.kinds, key.slice(deal.id.length + 1), PACK.player, seedOf(key)));
      return pick && !pick.error ? pick : null;
    } catch (e) {
      return null; // the hint falls back to its words; the game goes on
    }
  }

  function showPick(pick) {
    const choice = 'No certain move: each of the ' + now.legal + ' pairs you can take is a choice.';
    if (!pick) {
      el.hint.textContent = choice;
      return;
    }
    const [samples, depth] = PACK.player.split(',');
    marked = [pick.a, pick.b];
    el.hint.textContent = choice + ' The strong player would take the marked pair: it tries ' + samples
      + ' guesses of the covered tiles that fit what you see and looks ' + depth + ' moves ahead on each. '
      + 'It is a good choice, not a sure one.' + (pick.effect ? ' ' + pick.effect : '');
    update();
  }

  /**
   * A seed for the strong player's draws, the same for the same deal and moves: 31 bits of Java's
   * String.hashCode, which `minesift hint` takes for the same text.
   */
  function seedOf(text) {
    let h = 0;
    for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    return h & 0x7fffffff;
  }

  /** Plays `list` from the start: the table as those moves leave it, with nothing picked or marked. */
  function replay(list) {
    moves = list;
    picked = -1;
    marked = [];
    el.hint.textContent = '';
    remember();
    update();
  }

  function undo() {
    if (moves.length > 0) replay(moves.slice(0, -1));
  }

  function again() {
    replay([]);
  }

  function share() {
    el.share.value = location.href;
    el.share.hidden = false;
    el.share.select();
    if (navigator.clipboard) navigator.clipboard.writeText(location.href).catch(() => {});
  }

  function fromHash() {
    const n = Number((location.hash || '').slice(1));
    return Number.isInteger(n) && n >= 1 && n <= PACK.deals.length ? n - 1 : -1;
  }

  PACK.deals.forEach((d, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    el.select.appendChild(o);
  });
  el.select.addEventListener('change', () => start(Number(el.select.value)));
  const next = () => start((index + 1) % PACK.deals.length);
  $('next-top').addEventListener('click', next);
  $('next').addEventListener('click', next);
  $('again').addEventListener('click', again);
  $('hint').addEventListener('click', hint);
  $('undo').addEventListener('click', undo);
  $('restart').addEventListener('click', again);
  $('share').addEventListener('click', share);
  window.addEventListener('hashchange', () => { const i = fromHash(); if (i >= 0 && i !== index) start(i); });
  window.addEventListener('resize', () => { if (deal) layoutTiles(); });
  document.addEventListener('keydown', (e) => {
    if (e.repeat || e.ctrlKey || e.metaKey || e.altKey || e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
    const key = e.key.toLowerCase();
    if (key === 'h') hint();
    else if (key === 'u') undo();
    else if (key === 'r') again();
    else if (key === 'n') next();
  });
  const first = fromHash();
  try {
    start(first >= 0 ? first : Math.min(store.current, PACK.deals.length - 1));
  } catch (e) {
    el.status.textContent = 'This page cannot play the deal: ' + e.message;
  }
})();
