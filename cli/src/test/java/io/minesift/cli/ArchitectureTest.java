package io.minesift.cli;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The layers, checked on the compiled classes (ArchUnit): the ground floor ({@code util}) needs no
 * other package; the generic packages ({@code experiment}, {@code classify}, {@code report}, {@code tune},
 * {@code curate}, {@code spark}) never
 * import a game; nothing imports the command line; no package
 * cycle. Adding a forbidden import makes the build fail here.
 */
class ArchitectureTest {
    /** The packages of the Minesweeper game. */
    static final String[] MINESWEEPER = {"io.minesift.minesweeper.board..", "io.minesift.minesweeper.game..", "io.minesift.minesweeper.generate..",
            "io.minesift.minesweeper.logic..", "io.minesift.minesweeper.player..", "io.minesift.minesweeper.format..", "io.minesift.minesweeper.hint..",
            "io.minesift.minesweeper.analysis..", "io.minesift.minesweeper.sift..", "io.minesift.minesweeper.bench..", "io.minesift.minesweeper.variant..",
            "io.minesift.cli.page..", "io.minesift.minesweeper.variant.certainty..", "io.minesift.minesweeper.variant.generate..", "io.minesift.minesweeper.variant.play.."};
    /** The null game, the template of a new one. */
    static final String[] COINS = {"io.minesift.coins.."};
    /** Shanghai (Mahjong) solitaire, issue #16. */
    static final String[] SHANGHAI = {"io.minesift.shanghai.."};
    static final String[] GENERIC = {"io.minesift.core.experiment..", "io.minesift.core.classify..", "io.minesift.core.report..",
            "io.minesift.core.tune..", "io.minesift.core.curate..", "io.minesift.spark.."};
    /** Every game's packages; a game may use the generic ones and its own, never another game's. */
    static final String[][] GAMES = {MINESWEEPER, COINS, SHANGHAI};

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.minesift");

    @Test
    void layers() {
        ArchRule rule = layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("ground").definedBy("io.minesift.core.util..")
                .layer("generic").definedBy(GENERIC)
                .layer("minesweeper").definedBy(MINESWEEPER)
                .layer("coins").definedBy(COINS)
                .layer("shanghai").definedBy(SHANGHAI)
                .layer("command line").definedBy("io.minesift.cli..")
                .whereLayer("command line").mayNotBeAccessedByAnyLayer()
                .whereLayer("minesweeper").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("coins").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("shanghai").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("generic").mayOnlyBeAccessedByLayers("minesweeper", "coins", "shanghai", "command line");
        rule.check(CLASSES);
    }

    @Test
    void theGroundFloorUsesNoOtherPackage() {
        noClasses().that().resideInAPackage("io.minesift.core.util..")
                .should().dependOnClassesThat().resideOutsideOfPackages("io.minesift.core.util..", "java..", "com.fasterxml..")
                .check(CLASSES);
    }

    @Test
    void genericPackagesNeverImportAGame() {
        for (String[] game : GAMES) {
            noClasses().that().resideInAnyPackage(GENERIC).should().dependOnClassesThat().resideInAnyPackage(game)
                    .check(CLASSES);
        }
    }

    @Test
    void aGameImportsNoOtherGame() {
        for (String[] game : GAMES) {
            for (String[] other : GAMES) {
                if (other != game) {
                    noClasses().that().resideInAnyPackage(game).should().dependOnClassesThat().resideInAnyPackage(other)
                            .check(CLASSES);
                }
            }
        }
    }

    @Test
    void theExperimentAndTheClassifierKnowOnlyTheGroundFloor() {
        noClasses().that().resideInAnyPackage("io.minesift.core.experiment..", "io.minesift.core.classify..")
                .should().dependOnClassesThat().resideInAnyPackage("io.minesift.core.report..", "io.minesift.cli..",
                        "io.minesift.core.tune..")
                .check(CLASSES);
        noClasses().that().resideInAPackage("io.minesift.core.experiment..")
                .should().dependOnClassesThat().resideInAPackage("io.minesift.core.classify..").check(CLASSES);
    }

    /** Spark is provided by the cluster: only the Spark package may touch it, so every other command runs without it. */
    @Test
    void onlyTheSparkPackageUsesSpark() {
        noClasses().that().resideOutsideOfPackage("io.minesift.spark..")
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.spark..", "org.apache.hadoop..", "scala..")
                .check(CLASSES);
    }

    @Test
    void noPackageCycle() {
        slices().matching("io.minesift.(*)..").should().beFreeOfCycles().check(CLASSES);
    }
}
