package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.generate.BoardGenerator;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.IntStream;

/**
 * Boards 0..count-1 of a seeded generator, made a chunk at a time (each chunk on every core) and
 * handed out in order, so that a set of any size is written without being held in memory.
 */
final class GeneratedBoards implements Iterable<Instance> {
    private static final int CHUNK = 2048;

    private final BoardGenerator generator;
    private final long seed;
    private final int count;
    private final Progress progress;

    GeneratedBoards(BoardGenerator generator, long seed, int count, Progress progress) {
        this.generator = generator;
        this.seed = seed;
        this.count = count;
        this.progress = progress;
    }

    @Override
    public Iterator<Instance> iterator() {
        return new Iterator<>() {
            private int next;
            private List<Instance> chunk = List.of();
            private int at;

            @Override
            public boolean hasNext() {
                return next < count;
            }

            @Override
            public Instance next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                if (at == chunk.size()) {
                    chunk = make(next, Math.min(count, next + CHUNK));
                    at = 0;
                }
                next++;
                return chunk.get(at++);
            }
        };
    }

    private List<Instance> make(int from, int to) {
        try {
            return IntStream.range(from, to).parallel().mapToObj(i -> {
                Instance b = generator.generate(seed, i);
                progress.step();
                return b;
            }).toList();
        } catch (IllegalArgumentException e) {
            // A parallel stream may rethrow a worker's exception wrapped in a copy of its type:
            // report the worker's own message.
            throw e.getCause() instanceof IllegalArgumentException cause ? cause : e;
        }
    }
}
