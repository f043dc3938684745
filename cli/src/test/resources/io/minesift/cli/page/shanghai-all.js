// Runs one function of the Shanghai page's engine (hints.js, the TeaVM build of minesift's code:
// shanghai() or shanghaiPick()) under Node on many tables, for ShanghaiPageEngineTest:
// node shanghai-all.js HINTS.js FUNCTION TABLES.json OUT.json, where TABLES.json is an array of each
// call's arguments and OUT.json gets the engine's answers (its JSON text, or {"thrown": message} when
// it threw) in the same order, and the median and the longest time (ms) of an answer.
'use strict';
const fs = require('fs');
const [hintsFile, name, inFile, outFile] = process.argv.slice(2);
const engine = new Function(fs.readFileSync(hintsFile, 'utf8') + '\nreturn { shanghai, shanghaiPick };')();
const tables = JSON.parse(fs.readFileSync(inFile, 'utf8'));
const answers = [];
const times = [];
for (const args of tables) {
  const start = process.hrtime.bigint();
  try {
    answers.push(engine[name](...args));
  } catch (e) {
    answers.push(JSON.stringify({ thrown: String(e && e.message || e) }));
  }
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const sorted = times.slice().sort((a, b) => a - b);
fs.writeFileSync(outFile, JSON.stringify({ answers, medianMs: sorted[sorted.length >> 1], maxMs: sorted[sorted.length - 1] }));
