package io.minesift.minesweeper.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The unknown cells of a constraint system, split for counting: cells that touch exactly the
 * same constraints form a <em>box</em> (only how many mines a box holds matters, not where);
 * boxes linked through shared constraints form independent <em>components</em>; unknown cells
 * that touch no constraint are the <em>interior</em>.
 *
 * <p>Built with flat arrays only: it runs for every position a player sees.
 */
final class Frontier {
    /** A group of cells that share every constraint: its mines can be counted, not placed. */
    record Box(int[] cells, int[] constraints) {
        int size() {
            return cells.length;
        }
    }

    /**
     * Boxes that are linked through constraints, listed in an order that completes constraints
     * early (so the search prunes early), and the constraints among them (sorted).
     */
    record Component(int[] boxes, int[] constraints) {
    }

    final List<Constraint> constraints;
    final List<Box> boxes;
    final List<Component> components;
    final int[] interior;

    private Frontier(List<Constraint> constraints, List<Box> boxes, List<Component> components, int[] interior) {
        this.constraints = constraints;
        this.boxes = boxes;
        this.components = components;
        this.interior = interior;
    }

    static Frontier of(ConstraintSystem system) {
        List<Constraint> constraints = system.constraints();
        int size = system.geometry().size();
        // Constraints of each cell, as compressed rows: cell c's are list[start[c] .. start[c+1]).
        int[] start = new int[size + 1];
        for (Constraint c : constraints) {
            for (int cell : c.cells()) {
                start[cell + 1]++;
            }
        }
        for (int i = 0; i < size; i++) {
            start[i + 1] += start[i];
        }
        int[] list = new int[start[size]];
        int[] fill = Arrays.copyOf(start, size);
        for (int i = 0; i < constraints.size(); i++) {
            for (int cell : constraints.get(i).cells()) {
                list[fill[cell]++] = i; // constraints in increasing order: each row is sorted
            }
        }
        List<Box> boxes = boxes(constraints, start, list, size);
        List<Component> components = components(boxes, boxesByConstraint(boxes, constraints.size()));
        int[] interior = new int[system.unknownCount()];
        int n = 0;
        for (int c = 0; c < size; c++) {
            if (system.isUnknown(c) && start[c] == start[c + 1]) {
                interior[n++] = c;
            }
        }
        return new Frontier(constraints, boxes, components, Arrays.copyOf(interior, n));
    }

    /**
     * Groups cells with equal constraint rows. Two such cells both lie in their first
     * constraint, so each cell is compared only with the earlier cells of that constraint.
     */
    private static List<Box> boxes(List<Constraint> constraints, int[] start, int[] list, int size) {
        int[] boxOf = new int[size];
        int[] boxSize = new int[start[size] + 1];
        int boxCount = 0;
        for (int cell = 0; cell < size; cell++) {
            if (start[cell] == start[cell + 1]) {
                continue;
            }
            boxOf[cell] = -1;
            for (int other : constraints.get(list[start[cell]]).cells()) {
                if (other >= cell) {
                    break;
                }
                if (sameRow(start, list, cell, other)) {
                    boxOf[cell] = boxOf[other];
                    break;
                }
            }
            if (boxOf[cell] < 0) {
                boxOf[cell] = boxCount++;
            }
            boxSize[boxOf[cell]]++;
        }
        int[][] cells = new int[boxCount][];
        int[][] rows = new int[boxCount][];
        int[] filled = new int[boxCount];
        for (int cell = 0; cell < size; cell++) {
            if (start[cell] == start[cell + 1]) {
                continue;
            }
            int b = boxOf[cell];
            if (cells[b] == null) {
                cells[b] = new int[boxSize[b]];
                rows[b] = Arrays.copyOfRange(list, start[cell], start[cell + 1]);
            }
            cells[b][filled[b]++] = cell;
        }
        List<Box> boxes = new ArrayList<>(boxCount);
        for (int b = 0; b < boxCount; b++) {
            boxes.add(new Box(cells[b], rows[b]));
        }
        return boxes;
    }

    private static boolean sameRow(int[] start, int[] list, int a, int b) {
        int length = start[a + 1] - start[a];
        if (length != start[b + 1] - start[b]) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (list[start[a] + i] != list[start[b] + i]) {
                return false;
            }
        }
        return true;
    }

    private static int[][] boxesByConstraint(List<Box> boxes, int constraintCount) {
        int[] count = new int[constraintCount];
        for (Box box : boxes) {
            for (int c : box.constraints()) {
                count[c]++;
            }
        }
        int[][] out = new int[constraintCount][];
        for (int c = 0; c < constraintCount; c++) {
            out[c] = new int[count[c]];
            count[c] = 0;
        }
        for (int b = 0; b < boxes.size(); b++) {
            for (int c : boxes.get(b).constraints()) {
                out[c][count[c]++] = b;
            }
        }
        return out;
    }

    /**
     * Components by breadth-first search over constraints, each started from its constraint with
     * the fewest boxes (an end of the frontier rather than its middle); boxes are listed in the
     * order the search meets them, so each constraint's boxes come close together and the
     * enumeration can check it soon.
     */
    private static List<Component> components(List<Box> boxes, int[][] boxesByConstraint) {
        int constraintCount = boxesByConstraint.length;
        int[] starts = byBoxCount(boxesByConstraint);
        boolean[] seenConstraint = new boolean[constraintCount];
        boolean[] seenBox = new boolean[boxes.size()];
        int[] queue = new int[constraintCount];
        int[] order = new int[boxes.size()];
        List<Component> components = new ArrayList<>();
        for (int first : starts) {
            if (seenConstraint[first]) {
                continue;
            }
            int head = 0;
            int tail = 0;
            int listed = 0;
            queue[tail++] = first;
            seenConstraint[first] = true;
            while (head < tail) {
                for (int b : boxesByConstraint[queue[head++]]) {
                    if (seenBox[b]) {
                        continue;
                    }
                    seenBox[b] = true;
                    order[listed++] = b;
                    for (int other : boxes.get(b).constraints()) {
                        if (!seenConstraint[other]) {
                            seenConstraint[other] = true;
                            queue[tail++] = other;
                        }
                    }
                }
            }
            int[] cs = Arrays.copyOf(queue, tail);
            Arrays.sort(cs);
            components.add(new Component(Arrays.copyOf(order, listed), cs));
        }
        return components;
    }

    /** Constraint indices sorted by how many boxes they have (a counting sort: at most 8). */
    private static int[] byBoxCount(int[][] boxesByConstraint) {
        int most = 0;
        for (int[] bs : boxesByConstraint) {
            most = Math.max(most, bs.length);
        }
        int[] bucket = new int[most + 2];
        for (int[] bs : boxesByConstraint) {
            bucket[bs.length + 1]++;
        }
        for (int i = 0; i <= most; i++) {
            bucket[i + 1] += bucket[i];
        }
        int[] sorted = new int[boxesByConstraint.length];
        for (int c = 0; c < boxesByConstraint.length; c++) {
            sorted[bucket[boxesByConstraint[c].length]++] = c;
        }
        return sorted;
    }
}
