package org.interviewworkbench.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.GeneralCodingRules.NO_CLASSES_SHOULD_USE_FIELD_INJECTION;
import static com.tngtech.archunit.library.GeneralCodingRules.NO_CLASSES_SHOULD_USE_JAVA_UTIL_LOGGING;
import static com.tngtech.archunit.library.GeneralCodingRules.NO_CLASSES_SHOULD_USE_JODATIME;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layer rules of design.md, checked on the compiled production classes. */
class LayerRulesTest {

    private static JavaClasses production;

    @BeforeAll
    static void importClasses() {
        production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.interviewworkbench");
    }

    @Test
    void the_engine_imports_no_ui_llm_jdbc_yaml_or_json_library() {
        ArchRule rule = noClasses().that().resideInAPackage("org.interviewworkbench.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "dev.langchain4j..", "java.sql..", "javax.sql..", "org.yaml..",
                        "com.fasterxml.jackson..", "org.h2..", "org.flywaydb..", "org.graphstream..", "ai.djl..",
                        "opennlp..", "picocli..", "org.fxmisc..", "org.controlsfx..")
                .because("the engine is a pure domain library: records in, records out (design.md layers)");
        rule.check(production);
    }

    @Test
    void the_engine_does_not_depend_on_its_adapters() {
        noClasses().that().resideInAPackage("org.interviewworkbench.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.interviewworkbench.methodology..", "org.interviewworkbench.language..",
                        "org.interviewworkbench.persistence..", "org.interviewworkbench.simulation..",
                        "org.interviewworkbench.export..", "org.interviewworkbench.ui..",
                        "org.interviewworkbench.cli..", "org.interviewworkbench.app..",
                        "org.interviewworkbench.codec..")
                .because("adapters implement the engine's ports, never the other way round")
                .check(production);
    }

    @Test
    void only_the_composition_root_depends_on_the_ui() {
        noClasses().that().resideOutsideOfPackages("org.interviewworkbench.ui..", "org.interviewworkbench.app..")
                .should().dependOnClassesThat().resideInAPackage("org.interviewworkbench.ui..")
                .because("the UI is reached only through the app package (design.md)")
                .allowEmptyShould(true)
                .check(production);
    }

    @Test
    void jdbc_is_used_only_by_persistence() {
        noClasses().that().resideOutsideOfPackage("org.interviewworkbench.persistence..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "org.h2..",
                        "org.flywaydb..")
                .because("the database is a persistence detail")
                .check(production);
    }

    @Test
    void langchain4j_chat_models_are_used_only_by_the_llm_adapter() {
        noClasses().that().resideOutsideOfPackages("org.interviewworkbench.language..", "org.interviewworkbench.app..")
                .should().dependOnClassesThat().resideInAPackage("dev.langchain4j..")
                .because("LLM providers are an adapter behind the LanguageEngine port")
                .check(production);
    }

    @Test
    void logging_goes_through_slf4j_only() {
        NO_CLASSES_SHOULD_USE_JAVA_UTIL_LOGGING.check(production);
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.apache.log4j..",
                        "org.apache.logging.log4j..", "org.apache.commons.logging..")
                .because("SLF4J is the only logging API").check(production);
        noClasses().that().resideOutsideOfPackages("org.interviewworkbench.cli..", "org.interviewworkbench.app..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .because("only the command line writes to the console; everything else logs through SLF4J")
                .check(production);
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName("ch.qos.logback.classic.Logger")
                .because("code logs through the SLF4J API, logback is only the runtime binding")
                .check(production);
    }

    @Test
    void there_is_no_static_mutable_state() {
        fields().that().areStatic().and().areDeclaredInClassesThat().resideInAPackage("org.interviewworkbench..")
                .should().beFinal()
                .because("no static mutable state or singletons (developers' guide)")
                .check(production);
    }

    @Test
    void dependencies_are_injected_through_constructors() {
        NO_CLASSES_SHOULD_USE_FIELD_INJECTION.check(production);
        NO_CLASSES_SHOULD_USE_JODATIME.check(production);
    }
}
