/**
 * The {@code minesift} command line (picocli): a thin layer over every other package, which none
 * of them uses. Bad input ends as one line and exit code 2.
 */
package io.minesift.cli;
