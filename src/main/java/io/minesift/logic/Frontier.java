package io.minesift.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The unknown cells of a constraint system, split for counting: cells that touch exactly the
 * same constraints form a <em>box</em> (only how many mines a box holds matters, not where);
 * boxes linked through shared constraints form independent <em>components</em>; unknown cells
 * that touch no constraint are the <em>interior</em>.
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
     * early (so the search prunes early), and the constraints among them.
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
        int[][] byCell = constraintsByCell(constraints, size);
        List<Box> boxes = boxes(byCell, constraints.size());
        int[][] boxesByConstraint = boxesByConstraint(boxes, constraints.size());
        List<Component> components = components(boxes, boxesByConstraint);
        int[] interior = new int[system.unknownCount()];
        int n = 0;
        for (int c = 0; c < size; c++) {
            if (system.isUnknown(c) && byCell[c] == null) {
                interior[n++] = c;
            }
        }
        return new Frontier(constraints, boxes, components, Arrays.copyOf(interior, n));
    }

    /** For each cell, the indices of the constraints that cover it (null when none). */
    private static int[][] constraintsByCell(List<Constraint> constraints, int size) {
        int[] count = new int[size];
        for (Constraint c : constraints) {
            for (int cell : c.cells()) {
                count[cell]++;
            }
        }
        int[][] byCell = new int[size][];
        for (int i = 0; i < constraints.size(); i++) {
            for (int cell : constraints.get(i).cells()) {
                if (byCell[cell] == null) {
                    byCell[cell] = new int[count[cell]];
                    count[cell] = 0;
                }
                byCell[cell][count[cell]++] = i;
            }
        }
        return byCell;
    }

    private static List<Box> boxes(int[][] byCell, int constraintCount) {
        Map<IntArray, List<Integer>> groups = new HashMap<>();
        List<IntArray> order = new ArrayList<>();
        for (int cell = 0; cell < byCell.length; cell++) {
            if (byCell[cell] != null) {
                IntArray key = new IntArray(byCell[cell]);
                groups.computeIfAbsent(key, k -> {
                    order.add(k);
                    return new ArrayList<>();
                }).add(cell);
            }
        }
        List<Box> boxes = new ArrayList<>(order.size());
        for (IntArray key : order) {
            int[] cells = groups.get(key).stream().mapToInt(Integer::intValue).toArray();
            boxes.add(new Box(cells, key.values));
        }
        return boxes;
    }

    private static int[][] boxesByConstraint(List<Box> boxes, int constraintCount) {
        List<List<Integer>> lists = new ArrayList<>(constraintCount);
        for (int i = 0; i < constraintCount; i++) {
            lists.add(new ArrayList<>());
        }
        for (int b = 0; b < boxes.size(); b++) {
            for (int c : boxes.get(b).constraints()) {
                lists.get(c).add(b);
            }
        }
        int[][] out = new int[constraintCount][];
        for (int i = 0; i < constraintCount; i++) {
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /**
     * Components by breadth-first search over constraints, starting from the constraint with the
     * fewest boxes; boxes are listed in the order the search meets them, so each constraint's
     * boxes come close together and the enumeration can check it soon.
     */
    private static List<Component> components(List<Box> boxes, int[][] boxesByConstraint) {
        int constraintCount = boxesByConstraint.length;
        boolean[] seenConstraint = new boolean[constraintCount];
        boolean[] seenBox = new boolean[boxes.size()];
        List<Component> components = new ArrayList<>();
        Integer[] starts = new Integer[constraintCount];
        for (int i = 0; i < constraintCount; i++) {
            starts[i] = i;
        }
        Arrays.sort(starts, (a, b) -> Integer.compare(boxesByConstraint[a].length, boxesByConstraint[b].length));
        int[] queue = new int[constraintCount];
        for (int start : starts) {
            if (seenConstraint[start]) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seenConstraint[start] = true;
            List<Integer> boxOrder = new ArrayList<>();
            while (head < tail) {
                int c = queue[head++];
                for (int b : boxesByConstraint[c]) {
                    if (seenBox[b]) {
                        continue;
                    }
                    seenBox[b] = true;
                    boxOrder.add(b);
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
            components.add(new Component(boxOrder.stream().mapToInt(Integer::intValue).toArray(), cs));
        }
        return components;
    }

    /** An int array usable as a map key. */
    private record IntArray(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof IntArray other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }
}
