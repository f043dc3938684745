/**
 * Minesweeper speed benchmarks: the probability engine, the no-guess generator and the exact
 * variant engine ({@code bench variant}). Uses {@code board}, {@code game}, {@code generate},
 * {@code logic}, {@code variant} and {@code variant.generate}.
 */
package io.minesift.minesweeper.bench;
