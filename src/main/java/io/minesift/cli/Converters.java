package io.minesift.cli;

import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.StartRule;
import io.minesift.io.BoardFormat;
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
        cli.registerConverter(io.minesift.generate.Logic.class, plain(io.minesift.generate.Logic::parse));
        cli.registerConverter(io.minesift.classify.Category.class, plain(io.minesift.classify.Category::parse));
        cli.registerConverter(io.minesift.experiment.Estimate.class, plain(io.minesift.experiment.Estimate::parse));
        cli.registerConverter(io.minesift.variant.RuleSet.class, plain(io.minesift.variant.RuleSet::parse));
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
