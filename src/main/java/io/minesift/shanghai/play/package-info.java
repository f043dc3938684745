/**
 * Shanghai's virtual players (issue #16). TEMPORARY: replaced by the lead's players at merge.
 */
package io.minesift.shanghai.play;
