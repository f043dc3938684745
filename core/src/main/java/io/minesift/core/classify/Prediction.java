package io.minesift.core.classify;

/** A classifier's answer for one point: the category and its posterior probability. */
public record Prediction(Category category, double confidence) {
}
