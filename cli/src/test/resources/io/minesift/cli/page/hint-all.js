// Runs the page's hint engine (the TeaVM build of minesift's hints, hints.js) under Node on many
// positions, for PageHintsAgreementTest: node hint-all.js HINTS.js POSITIONS.json OUT.json, where
// POSITIONS.json is an array of .mine texts and OUT.json gets the engine's answers (hint(): its
// JSON text, or {"thrown": message} when it threw) and texts (hintText()), in the same order, the
// median and the longest time (ms) of an answer and which position took it.
'use strict';
const fs = require('fs');
const [hintsFile, inFile, outFile] = process.argv.slice(2);
const { hint, hintText } = new Function(fs.readFileSync(hintsFile, 'utf8') + '\nreturn { hint, hintText };')();
const positions = JSON.parse(fs.readFileSync(inFile, 'utf8'));
/** What the engine returns, or {"thrown": message} when it throws. */
function run(f) {
  try {
    return f();
  } catch (e) {
    return JSON.stringify({ thrown: String(e && e.message || e) });
  }
}
const answers = [];
const texts = [];
const times = [];
for (const text of positions) {
  const start = process.hrtime.bigint();
  answers.push(run(() => hint(text)));
  texts.push(run(() => hintText(text)));
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const slowest = times.indexOf(Math.max(...times));
const sorted = times.slice().sort((a, b) => a - b);
fs.writeFileSync(outFile, JSON.stringify({ answers, texts, medianMs: sorted[sorted.length >> 1], maxMs: sorted[sorted.length - 1],
  slowest }));
