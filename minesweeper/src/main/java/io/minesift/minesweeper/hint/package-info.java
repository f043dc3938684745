/**
 * Explanations for a person: the easiest next deduction with the clues that force it, guess
 * advice, and the text and JSON of hints and probabilities. Uses {@code board}, {@code logic} and
 * {@code player}.
 */
package io.minesift.minesweeper.hint;
