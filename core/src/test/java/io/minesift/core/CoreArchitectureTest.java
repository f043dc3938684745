package io.minesift.core;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules inside {@code core} that its pom cannot state. The pom already keeps every game off the
 * classpath; these keep the floors within: the ground floor ({@code util}) needs no other package,
 * the experiment and the classifier know only the ground floor, and no two packages import each
 * other, however indirectly. Adding a forbidden import makes the build fail here.
 */
class CoreArchitectureTest {
    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.minesift.core");

    @Test
    void theGroundFloorUsesNoOtherPackage() {
        noClasses().that().resideInAPackage("io.minesift.core.util..")
                .should().dependOnClassesThat()
                .resideOutsideOfPackages("io.minesift.core.util..", "java..", "com.fasterxml..")
                .check(CORE);
    }

    @Test
    void theExperimentAndTheClassifierKnowOnlyTheGroundFloor() {
        noClasses().that().resideInAnyPackage("io.minesift.core.experiment..", "io.minesift.core.classify..")
                .should().dependOnClassesThat().resideInAnyPackage("io.minesift.core.report..",
                        "io.minesift.core.tune..", "io.minesift.core.curate..")
                .check(CORE);
        noClasses().that().resideInAPackage("io.minesift.core.experiment..")
                .should().dependOnClassesThat().resideInAPackage("io.minesift.core.classify..").check(CORE);
    }

    @Test
    void noPackageCycle() {
        slices().matching("io.minesift.core.(**)").should().beFreeOfCycles().check(CORE);
    }
}
