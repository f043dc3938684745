package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.util.InputException;
import picocli.CommandLine.Option;

import java.util.List;

/** Options that pick boards out of a set: {@code --index N} (1-based) or {@code --id ID}. */
final class BoardSelection {
    @Option(names = "--index", paramLabel = "N", description = "Only the N-th board of the set (from 1).")
    Integer index;

    @Option(names = "--id", paramLabel = "ID", description = "Only the board with this id.")
    String id;

    /** The chosen boards of {@code boards}, read from {@code source}. */
    List<Instance> apply(List<Instance> boards, String source) {
        return apply(boards, source, Instance::id);
    }

    /** The chosen boards of any game's {@code boards}, read from {@code source}, with their ids by {@code idOf}. */
    <B> List<B> apply(List<B> boards, String source, java.util.function.Function<B, String> idOf) {
        if (index != null && id != null) {
            throw new IllegalArgumentException("give --index or --id, not both");
        }
        if (index != null) {
            if (index < 1 || index > boards.size()) {
                throw new InputException(source, "--index " + index + " but the file holds " + boards.size()
                        + (boards.size() == 1 ? " board" : " boards"));
            }
            return List.of(boards.get(index - 1));
        }
        if (id != null) {
            return boards.stream().filter(b -> idOf.apply(b).equals(id)).findFirst().map(List::of)
                    .orElseThrow(() -> new InputException(source, "no board with id '" + id + "'"));
        }
        return boards;
    }
}
