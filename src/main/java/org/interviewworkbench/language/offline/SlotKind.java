package org.interviewworkbench.language.offline;

/**
 * What kind of thing a question's focus is, or must be, as far as the wording of a question goes (issue 12, stop 29:
 * "How do you feel when the light fitting goes well, or badly?" asks an object to go well). A template declares the
 * kinds its wording presupposes ({@link TemplateKinds}); {@link FocusNature} decides the kind of the focus.
 *
 * <ul>
 *   <li>{@link #ACTIVITY}: something the respondent does or keeps doing ("checking the app", "I ring the ward at
 *       eight");</li>
 *   <li>{@link #EVENT}: a one-off happening ("the pipe burst", "the biometrics appointment");</li>
 *   <li>{@link #THING}: an object, a feature, an attribute, a person or a stimulus element ("the light fitting",
 *       "the late openings", "ten percent");</li>
 *   <li>{@link #STATE}: a feeling or a condition ("livid", "not feeling stupid", "it's expensive");</li>
 *   <li>{@link #VALUE}: a personal value or end state ("peace of mind", "being a dad who shows up");</li>
 *   <li>{@link #ANY}: a wording that presupposes nothing about its focus ("Could you tell me more about that?").</li>
 * </ul>
 */
enum SlotKind {
    ACTIVITY, EVENT, THING, STATE, VALUE, ANY
}
