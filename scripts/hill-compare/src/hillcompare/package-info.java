/**
 * A harness, outside minesift's build, that plays minesift's boards with David N. Hill's
 * Minesweeper solver (github.com/DavidNHill/Minesweeper, commit 0806bb8) and with a minesift
 * player on the same boards, for paired figures; built and run as its README says.
 * It calls his API and ours; none of his code is in it.
 */
package hillcompare;
