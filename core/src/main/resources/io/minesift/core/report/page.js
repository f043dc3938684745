// The board table: click a header to sort by its column (numbers by value), again to reverse;
// each board's details row moves with it. "details" opens a board's other figures; "show all
// columns" shows them as columns for every board.
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
})();
