package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads respondent answers: one answer per blank-line-separated paragraph, or one per line of a {@code .jsonl}
 * file as {@code {"answer": "..."}}. Input must be UTF-8; anything else is a one-line error.
 */
public final class AnswerFileReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Reads answers from {@code source} ({@code -} for standard input). */
    public List<String> read(String source, InputStream stdin) {
        byte[] bytes;
        boolean jsonl = source.endsWith(".jsonl");
        if ("-".equals(source)) {
            try {
                bytes = BoundedInput.read(stdin, BoundedInput.ANSWERS_LIMIT, "standard input");
            } catch (IOException e) {
                throw new UserInputException("cannot read answers from standard input: " + e.getMessage(), e);
            }
        } else {
            if (source.isBlank()) {
                throw new UserInputException("--answers is empty; give an answers file, or - for standard input");
            }
            bytes = BoundedInput.read(Path.of(source), BoundedInput.ANSWERS_LIMIT, "answers file");
        }
        if (bytes.length > 0 && new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1)
                .indexOf('\0') >= 0) {
            throw new UserInputException(source + " is not a text file (it contains NUL bytes); give answers as UTF-8 "
                    + "text, one per paragraph");
        }
        String text = decodeUtf8(bytes, source);
        List<String> answers = jsonl ? jsonLines(text, source) : paragraphs(text);
        for (int i = 0; i < answers.size(); i++) {
            if (answers.get(i).length() > BoundedInput.ANSWER_LIMIT) {
                throw new UserInputException("answer " + (i + 1) + " in " + source + " has "
                        + answers.get(i).length() + " characters, more than the limit of " + BoundedInput.ANSWER_LIMIT
                        + " for one answer; split it into paragraphs");
            }
        }
        if (answers.isEmpty()) {
            throw new UserInputException("no answers in " + source + " (one answer per paragraph, or .jsonl lines "
                    + "{\"answer\": \"...\"})");
        }
        return answers;
    }

    static String decodeUtf8(byte[] bytes, String source) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString().replace("\r\n", "\n").replace('\r', '\n');
        } catch (CharacterCodingException e) {
            throw new UserInputException(source + " is not valid UTF-8 text; save it as UTF-8 and try again");
        }
    }

    static List<String> paragraphs(String text) {
        List<String> out = new ArrayList<>();
        for (String block : text.split("\\n\\s*\\n")) {
            String answer = block.strip().replaceAll("\\s*\\n\\s*", " ");
            if (!answer.isEmpty()) {
                out.add(answer);
            }
        }
        return out;
    }

    static List<String> jsonLines(String text, String source) {
        List<String> out = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            try {
                JsonNode node = JSON.readTree(line);
                JsonNode answer = node == null ? null : node.get("answer");
                if (answer == null || !answer.isTextual()) {
                    throw new UserInputException(source + ":" + (i + 1) + ": expected {\"answer\": \"...\"}");
                }
                if (!answer.textValue().isBlank()) {
                    out.add(answer.textValue().strip());
                }
            } catch (IOException e) {
                throw new UserInputException(source + ":" + (i + 1) + ": not valid JSON");
            }
        }
        return out;
    }
}
