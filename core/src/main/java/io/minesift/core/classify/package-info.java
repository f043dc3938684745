/**
 * Categories and classifiers: {@link io.minesift.core.classify.Category}, minesift's own {@link
 * io.minesift.core.classify.Classifier} (Smile's k-NN behind it in one class), leave-one-out
 * validation, agreement with held-out labels, label files. Uses only {@code util}; never a game.
 */
package io.minesift.core.classify;
