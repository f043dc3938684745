/**
 * The pack's playable page ({@code pack --page}): one self-contained HTML file that plays a pack's
 * Minesweeper boards or Shanghai deals offline, with minesift's own hints and rules compiled to
 * JavaScript by TeaVM ({@link io.minesift.cli.page.BrowserHints} is the entry point the build
 * compiles; {@link io.minesift.cli.page.ShanghaiTable} is Shanghai's part of it).
 */
package io.minesift.cli.page;
