package io.minesift.cli;

import io.minesift.core.util.InputException;
import io.minesift.core.util.Printable;
import picocli.CommandLine.Command;
import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;

/**
 * The {@code minesift} command line: a thin layer over the library. Bad input ends with one line
 * on stderr and exit code 2; an unexpected failure with exit code 1 (its stack trace only when
 * {@code MINESIFT_DEBUG} is set).
 *
 * <p>Where every command's words go: <b>stdout carries the result</b>, what a script reads: the
 * command's output (a drawing, JSON, figures, tables) or, when that output went to files, one
 * summary line saying what was written where ("wrote 20 boards to e.json", "wrote a pack of ...",
 * "reports in DIR: ..."). <b>stderr carries the rest</b>: progress and notes (none with
 * {@code --quiet}), warnings, and errors. So {@code minesift ... > result.txt} keeps the result,
 * and a quiet run that went well leaves stderr empty.
 */
@Command(name = "minesift", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Tells how a puzzle instance (Minesweeper, Shanghai) plays: too easy, luck-bound, or rewarding skill.",
        synopsisSubcommandLabel = "COMMAND",
        footer = {"A command's options and examples: minesift COMMAND --help.", Main.GUIDE})
public final class Main implements Runnable {
    /**
     * The commands, in the order picocli lists them. They are added in code rather than in the
     * annotation so that a run builds only the command it names ({@link #commandsFor}): picocli reads
     * every option of every command it is given, about 3.5 ms of CPU for all of them against a
     * fraction of that for one, paid by every run and every in-process call.
     */
    static final List<Class<?>> COMMANDS = List.of(SiftCommand.class, FilterCommand.class, PackCommand.class,
            GenerateCommand.class, LayoutCommand.class, ShowCommand.class, HintCommand.class, ProbabilitiesCommand.class,
            PlayCommand.class, TuneCommand.class, ConvertCommand.class, BookCommand.class, ReferenceCommand.class,
            ScoreCommand.class, BenchCommand.class, SolveRateCommand.class, ShanghaiGridCommand.class, PlayersCommand.class,
            HelpCommand.class);

    /**
     * The last line of every help: the guide explains what the help leaves out. A help fits in about
     * 40 lines at picocli's width of 80 columns, and no line of it wraps inside a word or an example.
     */
    static final String GUIDE = "Guide: docs/guide.md";

    /** Exit code for bad input: a bad file, option or value. */
    public static final int BAD_INPUT = 2;
    /** Exit code for a Spark job that failed for good: nothing of it was kept, and the same command reruns it. */
    public static final int SPARK_JOB_FAILED = 5;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** No command given: the usage goes to stderr and the exit code says it was not a run. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
        throw new NoCommand();
    }

    /** Thrown when {@code minesift} is called without a command. */
    private static final class NoCommand extends RuntimeException {
        NoCommand() {
            super(null, null, false, false);
        }
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        Progress.enable(); // the real stderr: progress bars may draw on it
        System.exit(execute(args, out, err));
    }

    /** The whole command line, every command in it, as a run that names none builds it (for tests of the help). */
    static CommandLine commandLine() {
        return commandLine(COMMANDS);
    }

    /**
     * The command line with {@code commands} only, set up as every run sets it up. The subcommands are
     * added first: picocli gives the converters and handlers set after to the commands already there.
     */
    private static CommandLine commandLine(List<Class<?>> commands) {
        CommandLine cli = new CommandLine(new Main());
        for (Class<?> command : commands) {
            cli.addSubcommand(command);
        }
        Converters.register(cli);
        CommandGroups.install(cli);
        return cli;
    }

    /**
     * The commands a run of {@code args} needs: the one its first word names, or all of them when it
     * names none (the top-level help, the version, an option or a word picocli must answer with the
     * list) or names {@code help}, which shows any command's help.
     */
    static List<Class<?>> commandsFor(String[] args) {
        if (args.length > 0) {
            for (Class<?> command : COMMANDS) {
                if (command != HelpCommand.class && command.getAnnotation(Command.class).name().equals(args[0])) {
                    return List.of(command);
                }
            }
        }
        return COMMANDS;
    }

    /** Runs the command line with the given streams and returns the exit code (for tests and embedding). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine(commandsFor(args));
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(Main::badParameter);
        cli.setExecutionExceptionHandler(Main::failure);
        int code;
        try {
            code = cli.execute(args);
        } catch (OutOfMemoryError e) {
            err.println(Printable.of(OutOfMemory.message(args, Runtime.getRuntime().maxMemory())));
            code = BAD_INPUT;
        }
        out.flush();
        err.flush();
        return code;
    }

    private static int badParameter(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        err.println(name + ": " + Printable.of(e.getMessage()) + " (see '" + name + " --help')"); // one line, as every bad input
        return BAD_INPUT;
    }

    static int failure(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        if (e instanceof NoCommand) {
            return BAD_INPUT;
        }
        if (e instanceof InputException || e instanceof IllegalArgumentException) {
            err.println("minesift: " + Printable.of(e.getMessage()));
            return BAD_INPUT;
        }
        if (e instanceof io.minesift.spark.SparkJobFailed) {
            err.println("minesift: " + Printable.of(e.getMessage()));
            return SPARK_JOB_FAILED;
        }
        if (e instanceof java.io.UncheckedIOException failed) {
            // A disk that is full or a folder that vanished: the message names the file; what was
            // written before stays whole (atomic files, journal lines), so the run can resume.
            String what = failed.getMessage();
            err.println("minesift: " + Printable.of((what == null || what.equals(String.valueOf(failed.getCause())) ? ""
                    : what + ": ") + io.minesift.core.util.AtomicFiles.describe(failed)));
            return BAD_INPUT;
        }
        err.println("minesift: internal error: " + Printable.of(String.valueOf(e)));
        if (System.getenv("MINESIFT_DEBUG") != null) {
            e.printStackTrace(err);
        } else {
            err.println("(set MINESIFT_DEBUG=1 to see the stack trace, and please report it)");
        }
        return 1;
    }

    /** The version from the build. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties p = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[]{"minesift " + p.getProperty("version", "unknown"),
                    "License GPL-3.0-or-later: https://www.gnu.org/licenses/gpl-3.0.html"};
        }
    }
}
