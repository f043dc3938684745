// Runs the Shanghai page's engine (shanghai() of hints.js, the TeaVM build of minesift's code) under
// Node on many tables, for ShanghaiPageEngineTest: node shanghai-all.js HINTS.js TABLES.json OUT.json,
// where TABLES.json is an array of [layoutText, kinds, moves] and OUT.json gets the engine's answers
// (its JSON text, or {"thrown": message} when it threw) in the same order, and the median and the
// longest time (ms) of an answer.
'use strict';
const fs = require('fs');
const [hintsFile, inFile, outFile] = process.argv.slice(2);
const { shanghai } = new Function(fs.readFileSync(hintsFile, 'utf8') + '\nreturn { shanghai };')();
const tables = JSON.parse(fs.readFileSync(inFile, 'utf8'));
const answers = [];
const times = [];
for (const [layout, kinds, moves] of tables) {
  const start = process.hrtime.bigint();
  try {
    answers.push(shanghai(layout, kinds, moves));
  } catch (e) {
    answers.push(JSON.stringify({ thrown: String(e && e.message || e) }));
  }
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const sorted = times.slice().sort((a, b) => a - b);
fs.writeFileSync(outFile, JSON.stringify({ answers, medianMs: sorted[sorted.length >> 1], maxMs: sorted[sorted.length - 1] }));
