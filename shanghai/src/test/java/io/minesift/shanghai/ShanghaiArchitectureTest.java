package io.minesift.shanghai;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules inside {@code shanghai} that its pom cannot state: it uses core and itself only, its
 * packages form no cycle, and the players' decisions see the view, never the truth: in {@code play},
 * only the referee ({@link io.minesift.shanghai.play.ShanghaiPlayer}, which deals and redeals, and
 * {@code GeneratedRedeal}, its redeal as the generator deals, which starts from the deal's winning
 * order), the player files' reader, the research grid (which deals) and the dead check (which proves a
 * <em>sampled</em> arrangement lost, a position of the player's own making) may name a
 * {@link Position} or a deal. {@code ShanghaiViewLeakTest} checks the view itself at run time.
 */
class ShanghaiArchitectureTest {
    private static final JavaClasses SHANGHAI = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.minesift.shanghai");

    @Test
    void usesOnlyCoreAndItself() {
        noClasses().should().dependOnClassesThat(DescribedPredicate.describe("a minesift class outside core and shanghai",
                        (JavaClass c) -> c.getPackageName().startsWith("io.minesift.")
                                && !c.getPackageName().startsWith("io.minesift.core")
                                && !c.getPackageName().startsWith("io.minesift.shanghai")))
                .check(SHANGHAI);
    }

    @Test
    void noPackageCycle() {
        slices().matching("io.minesift.shanghai.(**)").should().beFreeOfCycles().check(SHANGHAI);
    }

    /**
     * Only the referee's classes hold the truth: the player's attempt and its defaults, the grid that
     * plays deals, the dead check's solver on a sample, and the two that deal a play's table
     * ({@code HiddenTiles}, {@code GeneratedRedeal}). The decisions themselves see a view.
     */
    @Test
    void thePlayersDecideOnTheViewOnly() {
        noClasses().that().resideInAPackage("io.minesift.shanghai.play")
                .and().doNotHaveSimpleName("ShanghaiPlayer").and().doNotHaveSimpleName("ShanghaiPlayers")
                .and().doNotHaveSimpleName("SearchGrid").and().doNotHaveSimpleName("DeadCheck")
                .and().doNotHaveSimpleName("GeneratedRedeal").and().doNotHaveSimpleName("HiddenTiles")
                .should().dependOnClassesThat().belongToAnyOf(Position.class, Deal.class, DealGenerator.class)
                .check(SHANGHAI);
    }
}
