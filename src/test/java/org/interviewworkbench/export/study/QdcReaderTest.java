package org.interviewworkbench.export.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.StudyCode;
import org.junit.jupiter.api.Test;

/**
 * Importing a third-party REFI-QDA codebook ({@code refi-qda/third-party-codebook.qdc}, valid against the official
 * Codebook.xsd): node types from similar parent names, the rest from {@code --type}, else one clear line.
 */
class QdcReaderTest {

    private static final List<String> MEC = List.of("attribute", "functional_consequence",
            "psychosocial_consequence", "instrumental_value", "terminal_value");
    private static final String FILE = "team.qdc";

    private static byte[] thirdParty() {
        try (InputStream in = QdcReaderTest.class.getResourceAsStream("/refi-qda/third-party-codebook.qdc")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void the_third_party_codebook_is_valid_refi_qda() throws Exception {
        var schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(QdcReaderTest.class.getResource("/refi-qda/Codebook.xsd"));
        schema.newValidator().validate(new StreamSource(new ByteArrayInputStream(thirdParty())));
    }

    @Test
    void codes_under_similar_parent_names_take_that_type_and_the_rest_the_type_given() {
        QdcReader reader = new QdcReader(MEC, "psychosocial_consequence");
        Codebook codebook = reader.read(FILE, thirdParty());
        assertThat(codebook.codes()).extracting(StudyCode::name, StudyCode::type).containsExactly(
                org.assertj.core.groups.Tuple.tuple("creamy", "attribute"),
                org.assertj.core.groups.Tuple.tuple("oat based", "attribute"), // under Origin, under Product attributes
                org.assertj.core.groups.Tuple.tuple("froths well", "functional_consequence"),
                org.assertj.core.groups.Tuple.tuple("no bloating", "functional_consequence"),
                org.assertj.core.groups.Tuple.tuple("enjoy my coffee", "psychosocial_consequence"),
                org.assertj.core.groups.Tuple.tuple("happiness", "terminal_value"),
                org.assertj.core.groups.Tuple.tuple("Emotions", "psychosocial_consequence"),
                org.assertj.core.groups.Tuple.tuple("calm", "psychosocial_consequence"));
        assertThat(codebook.codes().get(0).description()).isEqualTo("Texture words: creamy, thick, smooth");
        assertThat(codebook.codes().get(6).description()).isEqualTo("Feelings the respondents name");
        assertThat(codebook.codes()).extracting(StudyCode::id).containsExactly("C1", "C2", "C3", "C4", "C5", "C6",
                "C7", "C8");
        assertThat(reader.typed()).isEqualTo(new QdcReader.Typed(6, 2));
    }

    @Test
    void without_a_type_the_first_code_under_no_node_type_is_named_in_one_line() {
        assertThatThrownBy(() -> new QdcReader(MEC).read(FILE, thirdParty()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("team.qdc: code 'Emotions' is under no node type of the methodology (put it under a "
                        + "code named after one of attribute, functional_consequence, psychosocial_consequence, "
                        + "instrumental_value, terminal_value, or give --type TYPE)");
        assertThatThrownBy(() -> new QdcReader(MEC, "feeling"))
                .hasMessage("--type 'feeling' is not a node type of the methodology (use one of attribute, "
                        + "functional_consequence, psychosocial_consequence, instrumental_value, terminal_value)");
    }

    @Test
    void similar_names_match_one_type_only() {
        QdcReader reader = new QdcReader(MEC);
        assertThat(reader.similarType("Product attributes")).hasValue("attribute");
        assertThat(reader.similarType("Psycho-social consequences")).hasValue("psychosocial_consequence");
        assertThat(reader.similarType("Instrumental")).hasValue("instrumental_value");
        assertThat(reader.similarType("FC")).hasValue("functional_consequence");
        assertThat(reader.similarType("TERMINAL VALUES")).hasValue("terminal_value");
        assertThat(reader.similarType("Values")).isEmpty(); // instrumental or terminal
        assertThat(reader.similarType("Consequences")).isEmpty();
        assertThat(reader.similarType("Emotions")).isEmpty();
        assertThat(reader.similarType("Functional and psychosocial consequences")).isEmpty();
    }

    @Test
    void a_code_named_after_a_node_type_still_wins_over_the_type_given() {
        String ours = "<?xml version=\"1.0\"?><CodeBook xmlns=\"urn:QDA-XML:codebook:1.0\"><Codes>"
                + "<Code guid=\"00000000-0000-0000-0000-000000000001\" name=\"terminal value\" isCodable=\"false\">"
                + "<Code guid=\"00000000-0000-0000-0000-000000000002\" name=\"happiness\" isCodable=\"true\"/>"
                + "</Code></Codes></CodeBook>";
        Codebook codebook = new QdcReader(MEC, "attribute").read(FILE, ours.getBytes(
                java.nio.charset.StandardCharsets.UTF_8));
        assertThat(codebook.codes()).extracting(StudyCode::type).containsExactly("terminal_value");
    }
}
