package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ToldAlreadyTest {

    @Test
    void a_respondent_objecting_that_they_said_it_before_is_heard() {
        assertThat(ToldAlready.complains("I already said, no? Honesty. For the customer, for the team.")).isTrue();
        assertThat(ToldAlready.complains("I already told you, the van thing. After that I went back.")).isTrue();
        assertThat(ToldAlready.complains("The ferry, honestly. I already said it. If it had not come ...")).isTrue();
        assertThat(ToldAlready.complains("Already said, the parking. The rest was fine.")).isTrue();
        assertThat(ToldAlready.complains("I said that already, it's the noise.")).isTrue();
    }

    @Test
    void a_plain_back_reference_or_someone_else_telling_is_no_complaint() {
        assertThat(ToldAlready.complains("Like I said, the price. Eight euro is too much.")).isFalse();
        assertThat(ToldAlready.complains("She already told me the price on the phone.")).isFalse();
        assertThat(ToldAlready.complains("I have already told my friends at work to go there.")).isFalse();
        assertThat(ToldAlready.complains("It was fine. The bus was late. Then I already said to myself, never again."))
                .as("only the first two sentences object to the question").isFalse();
    }
}
