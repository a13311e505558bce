package org.interviewworkbench.engine.aboutness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnswerReaderTest {

    private static final String ANSWER = "The foam holds, which matters (my sister thinks it's silly). Honestly, "
            + "that's the main thing for me.";

    @Test
    void aRememberedReadingIsTheReadingOfTheText() {
        AnswerReader reader = new AnswerReader();
        AnswerReading first = reader.read(ANSWER);
        assertThat(first).isEqualTo(AnswerReading.of(ANSWER));
        assertThat(reader.read(ANSWER)).isSameAs(first);
        assertThat(reader.remembered()).isEqualTo(1);
    }

    @Test
    void readingAllAnswersOfASessionAgainReadsOnlyTheNewOne() {
        AnswerReader reader = new AnswerReader();
        Map<String, String> answers = new LinkedHashMap<>();
        answers.put("u1-answer", ANSWER);
        AnswerReadings turn1 = reader.readAll(answers);
        answers.put("u2-answer", "Mostly the price, not the taste.");
        AnswerReadings turn2 = reader.readAll(answers);
        assertThat(turn2.get("u1-answer")).isSameAs(turn1.get("u1-answer"));
        assertThat(turn2).isEqualTo(AnswerReadings.of(answers));
        assertThat(reader.remembered()).isEqualTo(2);
    }

    @Test
    void itHoldsNoMoreThanItsCapacityDroppingTheLeastRecentlyUsed() {
        AnswerReader reader = new AnswerReader(2);
        AnswerReading a = reader.read("a one");
        reader.read("b two");
        reader.read("a one");
        reader.read("c three");
        assertThat(reader.remembered()).isEqualTo(2);
        assertThat(reader.read("a one")).isSameAs(a);
        assertThat(reader.read(null)).isEqualTo(AnswerReading.of(""));
        assertThatThrownBy(() -> new AnswerReader(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
