/**
 * Minesweeper speed benchmarks: the probability engine and the no-guess generator. Uses {@code
 * board}, {@code game}, {@code generate} and {@code logic}.
 */
package io.minesift.minesweeper.bench;
