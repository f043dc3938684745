/**
 * Shanghai's labels by construction ({@link io.minesift.shanghai.label.ShanghaiLabels}): what the
 * exact solver and two choosers ({@link io.minesift.shanghai.label.Chooser}, the weak player's own
 * one-sample choices and the strong player's own decisions) do on the
 * arrangements of a deal's hidden tiles that its luck-fair rates are played on. It walks full
 * tables, the truth of each arrangement, so it lives apart from the players ({@code play}), whose
 * decisions it borrows, and from the rules core, which it uses.
 */
package io.minesift.shanghai.label;
