/**
 * A sift's reports from a puzzle-free {@link io.minesift.core.report.SiftReport}: the map (XChart), the
 * page, CSV and summary JSON; a puzzle draws and explains its boards through {@link
 * io.minesift.core.report.BoardArt}. Uses {@code classify}, {@code experiment} and {@code util}; never
 * a game.
 */
package io.minesift.core.report;
