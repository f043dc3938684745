/**
 * The ground floor: plumbing every other package may use and that uses no other minesift package —
 * seeded random streams split per path ({@link io.minesift.core.util.Seeds}), atomic file writes, input
 * errors and their one-line JSON messages, reading input files, folder locks and the manifests of
 * output folders, the worker-thread runner.
 */
package io.minesift.core.util;
