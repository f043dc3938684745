// Runs the page's hint engine (the TeaVM build of minesift's hints, hints.js) under Node on many
// positions, for PageHintsAgreementTest: node hint-all.js HINTS.js POSITIONS.json OUT.json, where
// POSITIONS.json is an array of .mine texts and OUT.json gets an array of the engine's answers
// (its JSON text, or {"thrown": message} when it threw), in the same order, the median and the
// longest time (ms) and which position took it.
'use strict';
const fs = require('fs');
const [hintsFile, inFile, outFile] = process.argv.slice(2);
const hint = new Function(fs.readFileSync(hintsFile, 'utf8') + '\nreturn hint;')();
const positions = JSON.parse(fs.readFileSync(inFile, 'utf8'));
const answers = [];
const times = [];
for (const text of positions) {
  const start = process.hrtime.bigint();
  try {
    answers.push(hint(text));
  } catch (e) {
    answers.push(JSON.stringify({ thrown: String(e && e.message || e) }));
  }
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const slowest = times.indexOf(Math.max(...times));
const sorted = times.slice().sort((a, b) => a - b);
fs.writeFileSync(outFile, JSON.stringify({ answers, medianMs: sorted[sorted.length >> 1], maxMs: sorted[sorted.length - 1],
  slowest }));
