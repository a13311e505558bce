package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
        try {
            bytes = "-".equals(source) ? stdin.readAllBytes() : Files.readAllBytes(Path.of(source));
        } catch (NoSuchFileException e) {
            throw new UserInputException("answers file not found: " + source);
        } catch (IOException e) {
            throw new UserInputException("cannot read answers file " + source + ": " + e.getMessage());
        }
        String text = decodeUtf8(bytes, source);
        List<String> answers = jsonl ? jsonLines(text, source) : paragraphs(text);
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
