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
        // every number option: NaN and the infinities pass Double.parseDouble but no range check
        // (NaN compares false with everything), so they are refused where they enter
        cli.registerConverter(Double.class, plain(Converters::finite));
        cli.registerConverter(double.class, plain(Converters::finite));
    }

    /** A finite number, or a one-line refusal. */
    static Double finite(String text) {
        double v;
        try {
            v = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("'" + text + "' is not a finite number");
        }
        return v;
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
