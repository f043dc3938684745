package io.minesift.core.util;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link Workers#inOrder}: results in the order of the pieces, whatever the threads and the pieces' times. */
class WorkersTest {
    @Test
    void resultsComeInThePiecesOrderWhateverTheThreads() {
        List<Long> expected = LongStream.range(0, 40).map(i -> i * i).boxed().toList();
        for (int threads : new int[]{1, 3, 8}) {
            List<Long> seen = new ArrayList<>();
            // the early pieces take longest, so later ones end first on several threads
            Workers.inOrder(40, threads, "test", i -> {
                sleep(40 - i);
                return i * i;
            }, seen::add);
            assertEquals(expected, seen, threads + " threads");
        }
    }

    @Test
    void aSlowPieceHoldsNoOtherThreadIdle() {
        // Piece 0 waits until piece 5 has run. With a batch of 2 pieces at a time, piece 5 would not
        // start before piece 0 ended, and piece 0 would give up after its wait.
        CountDownLatch fifthRan = new CountDownLatch(1);
        List<Boolean> released = new ArrayList<>();
        Workers.inOrder(8, 2, "test", i -> {
            if (i == 5) {
                fifthRan.countDown();
            }
            return i == 0 ? await(fifthRan) : true;
        }, released::add);
        assertEquals(8, released.size());
        assertTrue(released.get(0), "piece 0 waited for piece 5 in vain: the other thread stood idle");
    }

    @org.junit.jupiter.api.RepeatedTest(20) // the pieces race: on some runs piece 3 fails before piece 1 starts
    void theFirstFailureIsRethrownAndTheRestNeverStart() {
        IllegalStateException boom = new IllegalStateException("boom");
        AtomicInteger started = new AtomicInteger();
        List<Long> seen = new ArrayList<>();
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () ->
                Workers.inOrder(10_000, 2, "test", i -> {
                    started.incrementAndGet();
                    if (i == 3) {
                        throw boom;
                    }
                    return i;
                }, seen::add));
        assertSame(boom, thrown);
        // what was handed on came in order and whole (a piece before 3 may not have started, once 3 failed)
        assertEquals(List.of(0L, 1L, 2L).subList(0, seen.size()), seen);
        // at most the pieces read ahead of piece 3 ever started, never the thousands after
        assertTrue(started.get() <= 4 + Workers.AHEAD_PER_THREAD * 2, started.get() + " started");
    }

    @Test
    void aFailureOfTheConsumerIsRethrownToo() {
        IllegalArgumentException bad = new IllegalArgumentException("bad");
        assertSame(bad, assertThrows(IllegalArgumentException.class, () -> Workers.inOrder(5, 2, "test", i -> i, v -> {
            if (v == 2) {
                throw bad;
            }
        })));
        assertThrows(IllegalArgumentException.class, () -> Workers.inOrder(5, 0, "test", i -> i, v -> { }));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean await(CountDownLatch latch) {
        try {
            return latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
