package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.format.BoardFormat;
import picocli.CommandLine;

import java.util.function.Function;

/** Teaches picocli our value types; their parse errors become one-line usage errors (exit 2). */
final class Converters {
    private Converters() {
    }

    static void register(CommandLine cli) {
        cli.registerConverter(BoardSpec.class, plain(BoardSpec::parse));
        cli.registerConverter(FirstClickRule.class, plain(FirstClickRule::parse));
        cli.registerConverter(StartRule.class, plain(StartRule::parse));
        cli.registerConverter(BoardFormat.class, plain(BoardFormat::parse));
        cli.registerConverter(io.minesift.minesweeper.generate.Logic.class, plain(io.minesift.minesweeper.generate.Logic::parse));
        cli.registerConverter(io.minesift.core.classify.Category.class, plain(io.minesift.core.classify.Category::parse));
        cli.registerConverter(io.minesift.core.experiment.Estimate.class, plain(io.minesift.core.experiment.Estimate::parse));
        cli.registerConverter(io.minesift.minesweeper.variant.RuleSet.class, plain(io.minesift.minesweeper.variant.RuleSet::parse));
        cli.registerConverter(PlayerChoice.class, new PlayerChoice.Converter());
    }

    /** Passes the parser's own message on, without picocli's "cannot convert ... (java.lang...)" wrapping. */
    private static <T> CommandLine.ITypeConverter<T> plain(Function<String, T> parser) {
        return text -> {
            try {
                return parser.apply(text);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        };
    }
}
