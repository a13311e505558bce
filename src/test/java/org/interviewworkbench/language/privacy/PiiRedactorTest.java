package org.interviewworkbench.language.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class PiiRedactorTest {

    static final String ANSWER = "My wife Anna Schmidt and I moved to 12 Baker Street, London NW1 6XE last year. "
            + "You can reach me at anna.schmidt@example.org or on 07700 900123, my old German number was "
            + "+49 30 12345678 and in the US (415) 555-0100. I work at Brightwater Logistics Ltd and pay with "
            + "4111 1111 1111 1111; IBAN DE89 3704 0044 0532 0130 00. I was born on 14/03/1985. "
            + "Our son Jonas goes to school at Hauptstraße 5, 10115 Berlin. See www.example.org/profile for more. "
            + "Dr Patel told me oat milk is fine.";

    static final List<String> PERSONAL = List.of("Anna", "Schmidt", "12 Baker Street", "NW1 6XE",
            "anna.schmidt@example.org", "07700 900123", "+49 30 12345678", "(415) 555-0100", "Brightwater Logistics",
            "4111 1111 1111 1111", "DE89 3704 0044 0532 0130 00", "14/03/1985", "Jonas", "Hauptstraße 5",
            "10115 Berlin", "www.example.org/profile", "Patel");

    @Test
    void personal_data_of_every_kind_is_replaced_and_comes_back_on_restore() {
        PiiRedactor redactor = new PiiRedactor();
        PiiRedactor.Redacted r = redactor.redact(ANSWER);
        for (String p : PERSONAL) {
            assertThat(r.text()).as(p).doesNotContain(p);
        }
        assertThat(r.text()).contains("oat milk is fine").contains("moved to").contains("[EMAIL_1]")
                .contains("[PERSON_1]").contains("[PHONE_1]").contains("[ID_1]").contains("[DATE_OF_BIRTH_1]")
                .contains("[ADDRESS_1]").contains("[ORG_1]").contains("[URL_1]");
        assertThat(redactor.restore(r.text())).isEqualTo(ANSWER);
    }

    @Test
    void the_same_value_keeps_its_placeholder_across_the_session() {
        PiiRedactor redactor = new PiiRedactor();
        String first = redactor.redact("I told Anna about it.").text();
        String second = redactor.redact("Later Anna said call 07700 900123.").text();
        assertThat(first).isEqualTo("I told [PERSON_1] about it.");
        assertThat(second).isEqualTo("Later [PERSON_1] said call [PHONE_1].");
        assertThat(redactor.restore("worried about [PERSON_1]")).isEqualTo("worried about Anna");
    }

    @Test
    void ordinary_answers_pass_unchanged() {
        PiiRedactor redactor = new PiiRedactor();
        String answer = "I like oat milk because it's creamy, so it froths well. Froth makes my coffee feel like a "
                + "treat on a Monday morning, and I pay about 2 pounds for a litre.";
        PiiRedactor.Redacted r = redactor.redact(answer);
        assertThat(r.text()).isEqualTo(answer);
        assertThat(r.total()).isZero();
    }
}
