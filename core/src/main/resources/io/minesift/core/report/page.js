// The board table: click a header to sort by its column (numbers by value), again to reverse;
// each board's details row moves with it. "details" opens a board's other figures; "show all
// columns" shows them as columns for every board. The filters above the table show only the
// boards of a category, or (where luck is measured) those that need a guess or not, or that lose
// at most a given share to forced guesses; they read the rows' data attributes, never their text.
(function () {
  var table = document.getElementById('boards');
  var body = table.tBodies[0];
  var headers = table.tHead.querySelector('tr.cols').cells;

  // A board row and the details row under it, which travel together when sorting.
  function pairs() {
    return Array.prototype.map.call(body.querySelectorAll('tr.board'), function (row) {
      return [row, row.nextElementSibling];
    });
  }

  Array.prototype.forEach.call(headers, function (th, col) {
    if (th.classList.contains('nosort')) return;
    th.addEventListener('click', function () {
      var asc = !th.classList.contains('asc');
      Array.prototype.forEach.call(headers, function (h) {
        h.classList.remove('asc', 'desc');
        h.removeAttribute('aria-sort');
      });
      th.classList.add(asc ? 'asc' : 'desc');
      th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
      var numeric = th.classList.contains('num');
      var rows = pairs();
      rows.sort(function (a, b) {
        var x = a[0].cells[col].getAttribute('data-v') || '', y = b[0].cells[col].getAttribute('data-v') || '';
        var d = numeric ? (Number(x) || 0) - (Number(y) || 0) : x.localeCompare(y);
        return asc ? d : -d;
      });
      rows.forEach(function (p) { body.appendChild(p[0]); body.appendChild(p[1]); });
    });
  });

  body.addEventListener('click', function (e) {
    var button = e.target.closest('button.more');
    if (!button) return;
    var more = document.getElementById(button.getAttribute('aria-controls'));
    var open = button.getAttribute('aria-expanded') !== 'true';
    more.hidden = !open;
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
    button.textContent = open ? 'hide' : 'details';
  });

  var all = document.getElementById('all-columns');
  function showAll() {
    table.classList.toggle('all', all.checked);
    // A details row spans the columns shown: all of them, or those not hidden (class x).
    var span = table.tHead.querySelectorAll(all.checked ? 'tr.cols th' : 'tr.cols th:not(.x)').length;
    Array.prototype.forEach.call(body.querySelectorAll('tr.more > td'), function (td) { td.colSpan = span; });
  }
  all.addEventListener('change', showAll);
  showAll(); // a reload may keep the box ticked

  var category = document.getElementById('filter-category');
  var guess = document.getElementById('filter-guess'); // absent where the game does not measure luck
  var loss = document.getElementById('filter-loss');
  var shown = document.getElementById('shown');
  // A board row and its details row hide together; a details row comes back only if it was open.
  function filter() {
    var want = category.value;
    var needs = guess ? guess.value : '';
    var most = loss && loss.value !== '' && isFinite(Number(loss.value)) ? Number(loss.value) / 100 : NaN;
    var rows = pairs();
    var count = 0;
    rows.forEach(function (p) {
      var row = p[0];
      var keep = (!want || row.getAttribute('data-category') === want)
        && (!needs || row.getAttribute('data-guess') === needs)
        && (isNaN(most) || Number(row.getAttribute('data-loss')) <= most + 1e-9); // 1 - 0.95 is 0.05000000000000004
      row.hidden = !keep;
      p[1].hidden = !keep || row.querySelector('button.more').getAttribute('aria-expanded') !== 'true';
      if (keep) count++;
    });
    shown.textContent = count + ' of ' + rows.length + ' boards shown';
  }
  [category, guess, loss].forEach(function (control) {
    if (control) control.addEventListener(control === loss ? 'input' : 'change', filter);
  });
  filter(); // a reload may keep a choice
})();
