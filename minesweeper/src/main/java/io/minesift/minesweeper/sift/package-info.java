/**
 * Minesweeper's glue to the generic sift: contestants, measures, board drawings and reasons, the
 * reference boards labelled by construction and their choosing, {@link io.minesift.core.curate.SiftJob}, curating
 * a sift's folder (filter, pack). Uses the Minesweeper packages and the generic ones.
 */
package io.minesift.minesweeper.sift;
