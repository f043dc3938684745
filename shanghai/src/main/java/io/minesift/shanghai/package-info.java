/**
 * Shanghai (Mahjong) solitaire, the game the paired-player method was made for (issue #16): the
 * rules core. {@link io.minesift.shanghai.Layout} (the stack of tile places and their relations,
 * read from text; six shipped by {@link io.minesift.shanghai.Layouts}, others from KMahjongg's and
 * GNOME Mahjongg's files by {@link io.minesift.shanghai.LayoutFiles}), {@link io.minesift.shanghai.Position}
 * (the truth: every tile's kind, and the rules: free, hidden, dominates, floating, moves),
 * {@link io.minesift.shanghai.ShanghaiView} (what a player sees, with no path to a hidden kind),
 * {@link io.minesift.shanghai.DealGenerator} (instances that always have a solution),
 * {@link io.minesift.shanghai.CertainMoves}, the exact {@link io.minesift.shanghai.Solver} (with the
 * facts of every winning order it proves with, {@link io.minesift.shanghai.Precedence}) and its
 * {@link io.minesift.shanghai.SolveRate}; the labels by construction are in {@code label}. A game: uses {@code util} and the generic packages
 * ({@code classify}, {@code experiment}), never another game's packages.
 */
package io.minesift.shanghai;
