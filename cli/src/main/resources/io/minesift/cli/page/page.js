// The pack page's game: plays the boards of the pack (data in #pack-data), with the hints of
// minesift's own engine (hint(), the TeaVM build of io.minesift.minesweeper.hint, inlined before this script).
// Board links are ShareLink fragments (docs/formats.md, "Share link fragments"), read by the same engine
// (board(): io.minesift.cli.page.PageBoard), which also says what each cell shows under the board's rules;
// this script only plays. Progress is kept in localStorage under "minesift-page:" + the pack's id.
(function () {
  'use strict';
  const OPEN = 0, HIDDEN = -1, FLAG = -2, MINE = -3, BOOM = -4, WRONG = -5;
  const LONG_PRESS_MS = 450;
  const PACK = JSON.parse(document.getElementById('pack-data').textContent);
  const STORE_KEY = 'minesift-page:' + PACK.id;
  const $ = (id) => document.getElementById(id);
  const el = {
    board: $('board'), mines: $('mines'), timer: $('timer'), status: $('status'), hint: $('hint-text'),
    select: $('board-select'), result: $('result'), share: $('share-link'), tatham: $('tatham-id'),
    progress: $('progress'), live: $('live'),
  };
  let store = loadStore();
  let game = null;
  let cells = [];

  function loadStore() {
    try {
      const s = JSON.parse(localStorage.getItem(STORE_KEY) || '{}');
      return { current: s.current || 0, done: s.done || {}, play: s.play || null };
    } catch (e) {
      return { current: 0, done: {}, play: null };
    }
  }

  function saveStore() {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(store));
    } catch (e) { /* storage off (private mode): progress lasts the visit */ }
  }

  /**
   * A ShareLink fragment to the board as minesift's engine reads it: {w, h, mines, start, rules, rulesLine,
   * puzzle, chord, mine, show[], scope[][], open[]} (PageBoard); throws with the engine's one-line reason.
   */
  function decode(fragment) {
    if (!/^[A-Za-z0-9_-]+$/.test(fragment)) throw new Error('a board link holds only A-Z a-z 0-9 - _');
    const b = JSON.parse(board(fragment));
    if (b.error) throw new Error(b.error);
    b.mine = Uint8Array.from(b.mine, (c) => (c === '1' ? 1 : 0));
    return b;
  }

  function label(b, i) {
    let col = '';
    for (let c = (i % b.w) + 1; c > 0; c = Math.floor((c - 1) / 26)) col = String.fromCharCode(65 + (c - 1) % 26) + col;
    return col + (Math.floor(i / b.w) + 1);
  }

  function cellOf(b, name) {
    const m = /^([A-Z]+)(\d+)$/.exec(name);
    let x = 0;
    for (const ch of m[1]) x = x * 26 + (ch.charCodeAt(0) - 64);
    return (Number(m[2]) - 1) * b.w + x - 1;
  }

  function newGame(index, link, meta) {
    const b = decode(link);
    game = { b, index, link, meta, state: new Int8Array(b.w * b.h).fill(HIDDEN), status: 'ready', seconds: 0,
      startedAt: 0, focus: b.start, marks: [] };
    if (b.puzzle) b.open.forEach((c) => { game.state[c] = OPEN; }); // a puzzle starts from its given clues
    if (store.play && store.play.link === link && store.play.status === 'playing') restore(store.play);
    render(true);
    showResult();
    el.hint.textContent = game.status !== 'ready' ? '' : b.puzzle ? 'A puzzle: no first click; start from the clues shown.'
      : 'Start on the marked cell, ' + label(b, b.start) + '.';
    $('board-rules').textContent = b.rulesLine;
    el.share.value = pageUrl() + '#' + link;
    el.tatham.textContent = meta ? meta.tatham : '';
    el.tatham.parentElement.hidden = !(meta && meta.tatham); // Tatham's Mines plays classic boards only
    // Before the first click: whether this board needs a guess (a player may want to know).
    $('board-luck').textContent = meta && meta.luck ? 'This board ' + meta.luck + '.' : '';
    el.select.value = String(index);
    history.replaceState(null, '', '#' + link);
  }

  function restore(play) {
    // min(OPEN, …): progress saved before variant boards kept a revealed cell's count instead of OPEN
    for (let i = 0; i < play.cells.length; i++) game.state[i] = Math.min(OPEN, play.cells.charCodeAt(i) - 70);
    game.status = 'playing';
    game.seconds = play.seconds;
    game.startedAt = Date.now() - play.seconds * 1000;
  }

  function pageUrl() {
    return location.href.split('#')[0];
  }

  function saveGame() {
    store.current = game.index >= 0 ? game.index : store.current;
    store.play = game.status === 'playing' ? { link: game.link, status: game.status, seconds: elapsed(),
      cells: String.fromCharCode(...Array.from(game.state, (s) => s + 70)) } : null;
    saveStore();
  }

  function elapsed() {
    return game.status === 'playing' ? Math.floor((Date.now() - game.startedAt) / 1000) : game.seconds;
  }

  function open(i) {
    const b = game.b;
    if (game.status === 'ready') {
      if (i !== b.start && !b.puzzle) {
        say('Start on the marked cell, ' + label(b, b.start) + '.');
        return;
      }
      game.status = 'playing';
      game.startedAt = Date.now();
    }
    if (game.status !== 'playing') return;
    if (game.state[i] === OPEN) return chord(i);
    if (game.state[i] !== HIDDEN) return;
    if (b.mine[i]) return lose(i);
    // A revealed cell whose scope holds no mine opens its scope, as a classic 0 opens its neighbours (Opening).
    const stack = [i];
    while (stack.length) {
      const c = stack.pop();
      if (game.state[c] !== HIDDEN) continue;
      game.state[c] = OPEN;
      if (clear(b, c)) b.scope[c].forEach((n) => game.state[n] === HIDDEN && stack.push(n));
    }
    afterMove();
  }

  /** Whether the cell's scope holds no mine, so that revealing it opens the scope. */
  function clear(b, c) {
    return b.scope[c].every((n) => !b.mine[n]);
  }

  /** Under count clues (V, X): a clue whose scope holds as many flags as it counts opens the rest of its scope. */
  function chord(i) {
    const b = game.b, around = b.scope[i], shown = b.show[i];
    if (!b.chord || shown === '0') return;
    const flags = around.filter((n) => game.state[n] === FLAG).length;
    if (String(flags) !== shown) {
      say(label(b, i) + ' shows ' + shown + ' and has ' + flags + ' flagged ' + (b.rules ? 'cells in its scope' : 'neighbours')
        + ': no chord.');
      return;
    }
    const boom = around.find((n) => game.state[n] === HIDDEN && b.mine[n]);
    if (boom !== undefined) return lose(boom);
    around.forEach((n) => game.state[n] === HIDDEN && open(n));
    afterMove();
  }

  function flag(i) {
    if (game.status === 'ready' && game.b.puzzle) {
      game.status = 'playing';
      game.startedAt = Date.now();
    }
    if (game.status !== 'playing') {
      if (game.status === 'ready') say('Start on the marked cell, ' + label(game.b, game.b.start) + ', before flagging.');
      return;
    }
    if (game.state[i] === HIDDEN) game.state[i] = FLAG;
    else if (game.state[i] === FLAG) game.state[i] = HIDDEN;
    else return;
    afterMove();
  }

  function afterMove() {
    const b = game.b;
    const revealed = game.state.reduce((n, s) => n + (s >= 0 ? 1 : 0), 0);
    if (game.status === 'playing' && revealed === b.w * b.h - b.mines) {
      game.state.forEach((s, c) => { if (b.mine[c]) game.state[c] = FLAG; });
      finish('won');
    }
    game.marks = [];
    saveGame();
    render(false);
  }

  function lose(i) {
    const b = game.b;
    game.state.forEach((s, c) => {
      if (b.mine[c] && s !== FLAG) game.state[c] = MINE;
      if (!b.mine[c] && s === FLAG) game.state[c] = WRONG;
    });
    game.state[i] = BOOM;
    game.lostAt = i;
    finish('lost');
    game.marks = [];
    saveGame();
    render(false);
  }

  function finish(result) {
    game.seconds = elapsed();
    game.status = result;
    store.done[game.link] = { result, seconds: game.seconds };
    el.hint.textContent = '';
    saveGame();
    renderProgress();
    showResult();
  }

  function showResult() {
    const done = game.status === 'won' || game.status === 'lost';
    el.result.hidden = !done;
    document.body.dataset.status = game.status;
    if (!done) return;
    $('result-title').textContent = game.status === 'won' ? 'Solved in ' + game.seconds + ' s'
      : 'Boom: ' + label(game.b, game.lostAt) + ' was a mine';
    $('result-category').textContent = game.meta ? game.meta.category : 'a shared board';
    $('result-reason').textContent = game.meta ? game.meta.reason : 'This board came from a link, not from the pack.';
    $('result-luck').textContent = game.meta && game.meta.luck ? 'It ' + game.meta.luck + '.' : '';
    $('next').focus();
  }

  function say(text) {
    el.status.textContent = text;
  }

  /**
   * The position as a .mine text (H hidden, F flag), what `minesift hint` reads: under variant rules the
   * header names them and a row whose cells are not all one character long separates them by spaces, a
   * wall clue's runs joined by + (docs/formats.md).
   */
  function positionText() {
    const b = game.b;
    let text = b.w + 'x' + b.h + 'x' + b.mines + (b.rules ? ' ' + b.rules : '') + '\n';
    for (let y = 0; y < b.h; y++) {
      const row = [];
      for (let x = 0; x < b.w; x++) {
        const i = y * b.w + x, s = game.state[i];
        row.push(s === FLAG ? 'F' : s >= 0 ? b.show[i].replace(/ /g, '+') : 'H');
      }
      text += row.join(row.some((t) => t.length > 1) ? ' ' : '') + '\n';
    }
    return text;
  }

  function askHint() {
    const b = game.b;
    if (game.status === 'ready' && !b.puzzle) {
      showHint('Start on the marked cell, ' + label(b, b.start) + '.', [{ cell: b.start, kind: 'safe' }]);
      return;
    }
    if (game.status !== 'playing' && game.status !== 'ready') return;
    const t0 = performance.now();
    let answer;
    try {
      answer = JSON.parse(hint(positionText()));
    } catch (e) {
      answer = { error: 'the hint engine failed: ' + (e && e.message || e) };
    }
    if (answer.error) {
      showHint(/^inconsistent position/.test(answer.error) ? 'Your flags do not fit the clues: check them ('
        + answer.error + ').' : 'No hint here: ' + answer.error + '.', []);
    } else if (answer.hints.length) {
      const h = answer.hints[0];
      const marks = h.cells.map((c) => ({ cell: cellOf(b, c), kind: h.verdict }))
        .concat(h.clues.filter((c) => c !== 'mine count').map((c) => ({ cell: cellOf(b, c), kind: 'clue' })));
      showHint(words(), marks);
    } else if (answer.guess) {
      showHint(words(), answer.guess.safest.slice(0, 6).map((c) => ({ cell: cellOf(b, c), kind: 'guess' })));
    }
    document.body.dataset.hintMs = (performance.now() - t0).toFixed(1); // asked to shown, for scripts/check-page
  }

  /**
   * `minesift hint`'s text for the position (the engine keeps the answer just given), without its legend
   * line and, under variant rules, the rules line before it (the page shows the rules above the board).
   */
  function words() {
    return hintText(positionText()).split('\n').slice(game.b.rules ? 2 : 1).join(' ').trim();
  }

  function showHint(text, marks) {
    el.hint.textContent = text;
    game.marks = marks;
    render(false);
  }

  function render(rebuild) {
    const b = game.b;
    if (rebuild) {
      // Cells fill the width (less the 1 px lines and the border), 36 px at most; a board too wide
      // for 20 px cells (an expert board on a phone) gets 24 px cells and scrolls sideways in its box.
      const avail = Math.min(document.documentElement.clientWidth - 20, 960) - (b.w - 1) - 4;
      const fit = Math.min(36, Math.floor(avail / b.w));
      const size = fit >= 20 ? fit : 24;
      el.board.style.setProperty('--cell', size + 'px');
      el.board.style.gridTemplateColumns = 'repeat(' + b.w + ', var(--cell))';
      el.board.textContent = '';
      cells = [];
      for (let y = 0; y < b.h; y++) {
        const row = document.createElement('div');
        row.className = 'row';
        row.setAttribute('role', 'row');
        for (let i = y * b.w; i < (y + 1) * b.w; i++) {
          const c = document.createElement('div');
          c.className = 'cell';
          c.id = 'c' + i;
          c.dataset.cell = label(b, i);
          c.setAttribute('role', 'gridcell');
          row.appendChild(c);
          cells.push(c);
        }
        el.board.appendChild(row);
      }
      el.board.setAttribute('aria-label', 'Board ' + b.w + ' by ' + b.h + ', ' + b.mines + ' mines');
    }
    const marks = new Map(game.marks.map((m) => [m.cell, m.kind]));
    for (let i = 0; i < b.w * b.h; i++) {
      const c = cells[i], s = game.state[i];
      let cls = 'cell';
      let text = '';
      if (s >= 0) {
        // What the cell shows under the board's rules; blank only for a 0 that opened its scope, as classic.
        const shown = b.show[i];
        cls += ' open n' + (/^[0-8]$/.test(shown) ? shown : 'x');
        text = shown === '0' && clear(b, i) ? '' : shown;
      }
      else if (s === FLAG) cls += ' flag';
      else if (s === MINE) cls += ' mine';
      else if (s === BOOM) cls += ' mine boom';
      else if (s === WRONG) cls += ' flag wrong';
      if (i === b.start && !b.puzzle) cls += ' start';
      if (i === game.focus) cls += ' focus';
      if (marks.has(i)) cls += ' mark-' + marks.get(i);
      if (c.className !== cls) c.className = cls;
      if (c.textContent !== text) c.textContent = text;
      c.setAttribute('aria-label', describe(i));
    }
    el.board.setAttribute('aria-activedescendant', 'c' + game.focus);
    document.body.dataset.status = game.status;
    const flags = game.state.reduce((n, s) => n + (s === FLAG ? 1 : 0), 0);
    el.mines.textContent = String(b.mines - flags);
    el.timer.textContent = String(elapsed());
  }

  function describe(i) {
    const s = game.state[i];
    const shown = game.b.show[i];
    const what = s >= 0 ? (shown === '0' && clear(game.b, i) ? 'empty' : shown) : s === FLAG ? 'flagged' : s === MINE || s === BOOM ? 'mine'
      : s === WRONG ? 'wrong flag' : 'hidden';
    return label(game.b, i) + ' ' + what + (i === game.b.start && !game.b.puzzle ? ', start cell' : '');
  }

  function renderProgress() {
    let won = 0;
    PACK.boards.forEach((board, i) => {
      const d = store.done[board.link];
      won += d && d.result === 'won' ? 1 : 0;
      el.select.options[i].textContent = (i + 1) + '. ' + board.name + (d ? (d.result === 'won' ? ' \u2713' : ' \u2717') : '');
    });
    el.progress.textContent = 'Solved ' + won + ' of ' + PACK.boards.length;
  }

  function play(index) {
    const i = (index + PACK.boards.length) % PACK.boards.length;
    if (store.play && store.play.link !== PACK.boards[i].link) store.play = null;
    store.current = i;
    saveStore();
    newGame(i, PACK.boards[i].link, PACK.boards[i]);
    say('');
  }

  function fromFragment() {
    const fragment = location.hash.slice(1);
    if (!fragment || (game && fragment === game.link)) return false;
    const i = PACK.boards.findIndex((b) => b.link === fragment);
    if (i >= 0) {
      play(i);
      return true;
    }
    try {
      newGame(-1, fragment, null);
      say('A shared board, not one of this pack.');
      return true;
    } catch (e) {
      play(game && game.index >= 0 ? game.index : Math.min(store.current, PACK.boards.length - 1));
      say('The address does not hold a board (' + e.message + '); here is the pack instead.');
      return true;
    }
  }

  function cellAt(event) {
    const c = event.target.closest('.cell');
    return c ? Number(c.id.slice(1)) : -1;
  }

  function wirePointer() {
    let timer = 0, pressed = -1, longPressed = false, touch = false, x0 = 0, y0 = 0;
    el.board.addEventListener('pointerdown', (e) => {
      touch = e.pointerType === 'touch' || e.pointerType === 'pen';
      longPressed = false;
      pressed = cellAt(e);
      if (!touch || pressed < 0) return;
      x0 = e.clientX;
      y0 = e.clientY;
      timer = setTimeout(() => {
        timer = 0;
        longPressed = true;
        flag(pressed);
        if (navigator.vibrate) navigator.vibrate(15);
      }, LONG_PRESS_MS);
    });
    const cancel = () => { clearTimeout(timer); timer = 0; };
    el.board.addEventListener('pointermove', (e) => {
      if (timer && Math.hypot(e.clientX - x0, e.clientY - y0) > 10) cancel();
    });
    el.board.addEventListener('pointerup', cancel);
    el.board.addEventListener('pointercancel', cancel);
    el.board.addEventListener('click', (e) => {
      const i = cellAt(e);
      if (i < 0 || longPressed) return;
      game.focus = i;
      open(i);
      render(false);
    });
    el.board.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      const i = cellAt(e);
      if (i >= 0 && !touch) flag(i);
    });
  }

  function wireKeys() {
    el.board.addEventListener('keydown', (e) => {
      const b = game.b, x = game.focus % b.w, y = Math.floor(game.focus / b.w);
      const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (moves[e.key]) {
        const nx = Math.min(b.w - 1, Math.max(0, x + moves[e.key][0]));
        const ny = Math.min(b.h - 1, Math.max(0, y + moves[e.key][1]));
        game.focus = ny * b.w + nx;
        el.live.textContent = describe(game.focus);
        render(false);
      } else if (e.key === 'Enter' || e.key === ' ' || e.key === 'o') {
        open(game.focus);
      } else if (e.key === 'f') {
        flag(game.focus);
      } else if (e.key === 'c') {
        if (game.state[game.focus] === OPEN && game.status === 'playing') chord(game.focus);
      } else {
        return;
      }
      e.preventDefault();
    });
    document.addEventListener('keydown', (e) => {
      if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey) return;
      const keys = { h: askHint, n: () => play(game.index + 1), r: () => restart() };
      if (keys[e.key]) {
        keys[e.key]();
        e.preventDefault();
      }
    });
  }

  function restart() {
    store.play = null;
    saveStore();
    if (game.index >= 0) play(game.index);
    else newGame(-1, game.link, null);
  }

  function wireButtons() {
    $('hint').addEventListener('click', askHint);
    $('next').addEventListener('click', () => play(game.index + 1));
    $('next-top').addEventListener('click', () => play(game.index + 1));
    $('again').addEventListener('click', restart);
    $('restart').addEventListener('click', restart);
    $('share').addEventListener('click', () => {
      el.share.hidden = false;
      el.share.select();
      if (navigator.clipboard) navigator.clipboard.writeText(el.share.value).then(() => say('Link copied.'), () => {});
    });
    el.select.addEventListener('change', () => play(Number(el.select.value)));
    window.addEventListener('hashchange', fromFragment);
    setInterval(() => { if (game.status === 'playing') el.timer.textContent = String(elapsed()); }, 500);
    let width = document.documentElement.clientWidth;
    window.addEventListener('resize', () => {
      if (document.documentElement.clientWidth !== width) {
        width = document.documentElement.clientWidth;
        render(true);
      }
    });
  }

  PACK.boards.forEach((board, i) => el.select.add(new Option((i + 1) + '. ' + board.name, String(i))));
  renderProgress();
  wirePointer();
  wireKeys();
  wireButtons();
  if (!fromFragment()) play(Math.min(store.current, PACK.boards.length - 1));
  document.body.dataset.ready = 'true';
}());
