// What the browser checks (check.js, page-check.js, shanghai-page-check.js) share: the system
// Chromium, the flags this machine needs, and the list of named checks each script fills.
'use strict';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// No sandbox as root, no GPU, and no background networking, which the closed network would refuse
// over and over (see the machine doc).
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The checks' results, in order, and the function that adds one. */
const results = [];
function check(name, ok, detail) {
  results.push({ name, ok: !!ok, detail: detail || '' });
}

module.exports = { CHROMIUM, FLAGS, results, check };
