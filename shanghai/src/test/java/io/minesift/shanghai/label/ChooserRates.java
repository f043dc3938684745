package io.minesift.shanghai.label;

import io.minesift.core.util.Seeds;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.sift.ShanghaiFiles;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/**
 * A measuring tool, not a test (scripts/chooser-rates runs it): for the deals
 * {@code DealGenerator.deal(layout, seed, i)}, i = 0 .. count - 1 (the deals a sift of that layout,
 * count and seed plays), the one-sample weak chooser's share over the labels'
 * {@value ShanghaiLabels#ARRANGEMENTS} arrangements of the deal for each number of draws K given (every
 * arrangement walked, no solver first) and the thread CPU time it took, as CSV on standard output:
 * {@code id,index,k16,k16_ms,k16_undecided,...}. (The weak chooser judging from the view, it was
 * first set beside, now gone, is in the history: scripts/chooser-rates at the commit that added it.) A walk its
 * table budget leaves undecided counts 0 and is counted in the {@code _undecided} column.
 * Arguments: LAYOUT SEED COUNT THREADS K... (the one-sample chooser's draws per view, e.g. 16 64).
 */
public final class ChooserRates {
    private ChooserRates() {
    }

    public static void main(String[] args) throws Exception {
        Layout layout = Layouts.named(args[0]);
        long seed = Long.parseLong(args[1]);
        int count = Integer.parseInt(args[2]);
        int threads = Integer.parseInt(args[3]);
        List<Integer> draws = new ArrayList<>();
        for (int a = 4; a < args.length; a++) {
            draws.add(Integer.parseInt(args[a]));
        }
        StringBuilder header = new StringBuilder("id,index");
        draws.forEach(k -> header.append(",k").append(k).append(",k").append(k).append("_ms,k").append(k).append("_undecided"));
        System.out.println(header);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<String>> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            rows.add(pool.submit(() -> row(layout, seed, index, draws)));
        }
        for (Future<String> r : rows) {
            System.out.println(r.get());
        }
        pool.shutdown();
    }

    private static String row(Layout layout, long seed, int i, List<Integer> draws) {
        Position deal = DealGenerator.deal(layout, seed, i).position();
        long labelSeed = ShanghaiLabels.seedOf(deal);
        StringBuilder row = new StringBuilder(ShanghaiFiles.id(deal)).append(',').append(i);
        for (int k : draws) {
            row.append(share(deal, labelSeed, j -> ChooserTest.weak(ShanghaiLabels.drawSeed(labelSeed, j), k)));
        }
        return row.toString();
    }

    /** ",share,ms,undecided" of the chooser {@code judge.apply(j)} on arrangement j. */
    private static String share(Position deal, long labelSeed, IntFunction<Chooser.Judge> judge) {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        long start = bean.getCurrentThreadCpuTime();
        SplittableRandom random = Seeds.stream(labelSeed, 0);
        double sum = 0;
        int undecided = 0;
        for (int j = 0; j < ShanghaiLabels.ARRANGEMENTS; j++) {
            OptionalDouble c = Chooser.chance(LabelPlayers.SHIPPED.table(deal, random), judge.apply(j), ShanghaiLabels.TABLES);
            sum += c.orElse(0);
            undecided += c.isPresent() ? 0 : 1;
        }
        long ms = (bean.getCurrentThreadCpuTime() - start) / 1_000_000;
        return String.format(java.util.Locale.ROOT, ",%.6f,%d,%d", sum / ShanghaiLabels.ARRANGEMENTS, ms, undecided);
    }
}
