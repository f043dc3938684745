package io.minesift.minesweeper;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.player.Strategy;
import io.minesift.minesweeper.variant.play.VariantGame;
import io.minesift.minesweeper.variant.play.VariantStrategy;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules inside {@code minesweeper} that its pom cannot state: it uses core and itself only (the
 * pom keeps other games off the classpath; this keeps the command line's and Spark's packages out by
 * name too), no two of its packages import each other however indirectly, and the players' view is
 * free of the truth: no strategy, vanilla or variant, and none of the players' own classes names the
 * referee's game or the mine layout. (A whole-graph rule cannot be stated on classes: the board's
 * position type may be built from a layout, by the referee.) The leak tests check the view at run
 * time, on the objects.
 */
class MinesweeperArchitectureTest {
    private static final JavaClasses MINESWEEPER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.minesift.minesweeper");

    @Test
    void usesOnlyCoreAndItself() {
        noClasses().should().dependOnClassesThat(DescribedPredicate.describe("a minesift class outside core and minesweeper",
                        (JavaClass c) -> c.getPackageName().startsWith("io.minesift.")
                                && !c.getPackageName().startsWith("io.minesift.core")
                                && !c.getPackageName().startsWith("io.minesift.minesweeper")))
                .check(MINESWEEPER);
    }

    @Test
    void noPackageCycle() {
        slices().matching("io.minesift.minesweeper.(**)").should().beFreeOfCycles().check(MINESWEEPER);
    }

    /**
     * The players' code (the players, the exact logic they reason with, the variant players) names
     * neither the referee's game nor the layout; only the referees and the opening book's builder,
     * which deal boards and play them out as the referee does, may.
     */
    @Test
    void thePlayersCodeNamesNoTruth() {
        noClasses().that().resideInAnyPackage("io.minesift.minesweeper.player", "io.minesift.minesweeper.logic",
                        "io.minesift.minesweeper.variant.play")
                .and().doNotHaveSimpleName("Referee").and().doNotHaveSimpleName("LuckFairReferee")
                .and().doNotHaveSimpleName("Match").and().doNotHaveSimpleName("VariantLuckFairReferee")
                .and().doNotHaveSimpleName("VariantGame")
                .and().doNotHaveSimpleName("OpeningBookBuilder").and().doNotHaveSimpleName("ReachingBoards")
                .and().doNotHaveSimpleName("BookPlayOut")
                .should().dependOnClassesThat().belongToAnyOf(Game.class, MineLayout.class, VariantGame.class)
                .check(MINESWEEPER);
    }

    /** A strategy names no truth, and sees the board only through the view types. */
    @Test
    void strategiesNameNoTruth() {
        noClasses().that().implement(Strategy.class).or().implement(VariantStrategy.class)
                .should().dependOnClassesThat().belongToAnyOf(Game.class, MineLayout.class, VariantGame.class)
                .check(MINESWEEPER);
    }
}
