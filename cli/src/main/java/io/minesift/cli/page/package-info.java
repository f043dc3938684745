/**
 * The pack's playable page ({@code pack --page}): one self-contained HTML file that plays a pack's
 * Minesweeper boards offline, with minesift's own hints compiled to JavaScript by TeaVM
 * ({@link io.minesift.cli.page.BrowserHints} is the entry point the build compiles).
 */
package io.minesift.cli.page;
