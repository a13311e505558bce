package org.interviewworkbench.persistence;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** JDBC, H2 and Flyway stay inside the persistence package; the engine never sees them. */
class PersistenceLayerTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.interviewworkbench");

    @Test
    void no_class_outside_persistence_uses_jdbc_h2_or_flyway() {
        noClasses().that().resideOutsideOfPackage("org.interviewworkbench.persistence..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "org.h2..",
                        "org.flywaydb..")
                .check(MAIN);
    }

    @Test
    void persistence_does_not_reach_into_ui_or_cli() {
        noClasses().that().resideInAPackage("org.interviewworkbench.persistence..")
                .should().dependOnClassesThat().resideInAnyPackage("org.interviewworkbench.ui..",
                        "org.interviewworkbench.cli..", "org.interviewworkbench.app..", "javafx..")
                .check(MAIN);
    }
}
