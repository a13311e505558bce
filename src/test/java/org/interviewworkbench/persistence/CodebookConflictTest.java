package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.StudyCode;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 16: two analysts edit one study's codebook from two processes (two stores, two connections). The second save
 * of a stale version is refused with a clear message, never silently overwriting; after a reload it goes through.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class CodebookConflictTest {

    @Parameter
    Engine engine;

    private static Codebook codebook(String... names) {
        List<StudyCode> codes = new java.util.ArrayList<>();
        for (String n : names) {
            codes.add(new StudyCode("c-" + n, n, "attribute", "", List.of()));
        }
        return new Codebook(codes, Codebook.EMPTY.threshold());
    }

    @Test
    void a_stale_save_from_a_second_analyst_is_refused_and_a_reload_lets_it_through(
            TestDatabases.Databases databases) {
        String url = databases.fresh(engine);
        try (JdbcSessionStore ann = new JdbcSessionStore(url); JdbcSessionStore bob = new JdbcSessionStore(url)) {
            String study = ann.studies().createStudy("oat milk", "means_end_chain", null).id();
            StudyStore annStudies = ann.studies();
            StudyStore bobStudies = bob.studies();
            long v0 = annStudies.saveCodebook(study, 0, codebook("creamy"), "propose", "proposed", "ann");

            long annHas = annStudies.codebook(study).version();
            long bobHas = bobStudies.codebook(study).version();
            assertThat(annHas).isEqualTo(bobHas).isEqualTo(v0);
            annStudies.saveCodebook(study, annHas, codebook("creamy", "froths"), "add", "added froths", "ann");

            assertThatThrownBy(() -> bobStudies.saveCodebook(study, bobHas, codebook("smooth"), "rename",
                    "renamed creamy", "bob"))
                    .isInstanceOf(StudyStore.StaleVersionException.class)
                    .hasMessage("the codebook of study " + study + " was changed by someone else (version "
                            + (v0 + 1) + ", you had " + v0 + "): reload it");
            assertThat(bobStudies.codebook(study).codebook().codes()).extracting(StudyCode::name)
                    .as("Ann's save is kept").containsExactly("creamy", "froths");

            StudyStore.VersionedCodebook reloaded = bobStudies.codebook(study);
            bobStudies.saveCodebook(study, reloaded.version(), codebook("smooth", "froths"), "rename",
                    "renamed creamy", "bob");
            assertThat(annStudies.codebook(study).codebook().codes()).extracting(StudyCode::name)
                    .containsExactly("smooth", "froths");
            assertThat(annStudies.codebookHistory(study)).extracting(StudyStore.CodebookHistoryEntry::who)
                    .containsExactly("ann", "ann", "bob");
        }
    }

    @Test
    void two_first_saves_at_once_leave_one_codebook_and_refuse_the_other(TestDatabases.Databases databases) {
        String url = databases.fresh(engine);
        try (JdbcSessionStore ann = new JdbcSessionStore(url); JdbcSessionStore bob = new JdbcSessionStore(url)) {
            String study = ann.studies().createStudy("oat milk", "means_end_chain", null).id();
            ann.studies().saveCodebook(study, 0, codebook("creamy"), "propose", "proposed", "ann");
            assertThatThrownBy(() -> bob.studies().saveCodebook(study, 0, codebook("smooth"), "propose",
                    "proposed", "bob"))
                    .isInstanceOf(StudyStore.StaleVersionException.class)
                    .hasMessageContaining("was changed by someone else").hasMessageEndingWith("reload it");
        }
    }
}
