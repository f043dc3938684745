package io.minesift.cli;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/**
 * The whole program's layers, checked on the compiled classes of every module (the command line is
 * the one module that sees them all). The poms already forbid a game to see another game, Spark or
 * the command line; this restates it on the code that ships, and adds what no pom can: only the
 * Spark module's package touches Spark, so every other command runs without it. Each module's own
 * architecture test keeps its packages free of cycles.
 */
class ArchitectureTest {
    static final String CORE = "io.minesift.core..";
    static final String MINESWEEPER = "io.minesift.minesweeper..";
    static final String SHANGHAI = "io.minesift.shanghai..";
    /** The null game, the template of a new one. */
    static final String COINS = "io.minesift.coins..";
    static final String SPARK = "io.minesift.spark..";
    static final String COMMAND_LINE = "io.minesift.cli..";

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // the modules are class folders in a reactor build up to test, jars from package on; a
            // module's test jar (the command line's tests use Minesweeper's) is test code too
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.minesift");

    @Test
    void layers() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("core").definedBy(CORE)
                .layer("minesweeper").definedBy(MINESWEEPER)
                .layer("shanghai").definedBy(SHANGHAI)
                .layer("coins").definedBy(COINS)
                .layer("spark").definedBy(SPARK)
                .layer("command line").definedBy(COMMAND_LINE)
                .whereLayer("command line").mayNotBeAccessedByAnyLayer()
                .whereLayer("minesweeper").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("shanghai").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("coins").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("spark").mayOnlyBeAccessedByLayers("command line")
                .whereLayer("core").mayOnlyBeAccessedByLayers("minesweeper", "shanghai", "coins", "spark", "command line")
                .check(CLASSES);
    }

    /** Spark is provided by the cluster: only the Spark module may touch it, so every other command runs without it. */
    @Test
    void onlyTheSparkModuleUsesSpark() {
        noClasses().that().resideOutsideOfPackage(SPARK)
                .should().dependOnClassesThat().resideInAnyPackage("org.apache.spark..", "org.apache.hadoop..", "scala..")
                .check(CLASSES);
    }

    /** The layers above only hold if every module's classes were seen, and no test code among them. */
    @Test
    void everyModuleIsImported() {
        for (String module : new String[]{CORE, MINESWEEPER, SHANGHAI, COINS, SPARK, COMMAND_LINE}) {
            String prefix = module.substring(0, module.length() - 2);
            assertTrue(CLASSES.stream().anyMatch(c -> c.getPackageName().startsWith(prefix)), prefix + " not imported");
        }
        assertFalse(CLASSES.stream().anyMatch(c -> c.getSimpleName().endsWith("Test")), "test classes imported");
    }
}
