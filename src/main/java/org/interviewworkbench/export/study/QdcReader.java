package org.interviewworkbench.export.study;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodebookProposer;
import org.interviewworkbench.engine.study.StudyCode;

/**
 * Reads a REFI-QDA codebook (.qdc, {@code urn:QDA-XML:codebook:1.0}; or the {@code <CodeBook>} of a project) into a
 * study codebook without members, to start from a codebook the team already has (ours, or another program's:
 * nested codes, colours and sets are read past). Every codable code becomes a study code with its description; its
 * node type is, in this order:
 * <ol>
 *   <li>the code itself or its nearest ancestor whose name is a node type of the methodology (underscores or spaces,
 *       any case), as {@code study export --format qdc} writes them;</li>
 *   <li>else the node type its nearest ancestor's name is similar to ({@link #similarType}: "Product attributes",
 *       "Psycho-social consequences", "Terminal values", "FC"), one type and only one;</li>
 *   <li>else the default type given ({@code --type TYPE});</li>
 *   <li>else the import is refused with one line naming the code.</li>
 * </ol>
 * External entities and DTDs are not resolved.
 */
public final class QdcReader {

    /** How many codes took their type from an ancestor's similar name, and how many the default type. */
    public record Typed(int bySimilarName, int byDefault) {
    }

    private final List<String> nodeTypes;
    private final String defaultType;
    private int bySimilarName;
    private int byDefault;

    public QdcReader(List<String> nodeTypes) {
        this(nodeTypes, null);
    }

    /**
     * A reader giving {@code defaultType} to codes under no node type (null: refuse them); an
     * {@link IllegalArgumentException} when it is not a node type of the methodology.
     */
    public QdcReader(List<String> nodeTypes, String defaultType) {
        this.nodeTypes = List.copyOf(nodeTypes);
        if (defaultType != null && !this.nodeTypes.contains(defaultType)) {
            throw new IllegalArgumentException("--type '" + defaultType + "' is not a node type of the methodology "
                    + "(use one of " + String.join(", ", this.nodeTypes) + ")");
        }
        this.defaultType = defaultType;
    }

    /** The codebook, or an {@link IllegalArgumentException} with one line naming the problem. */
    public Codebook read(String fileName, byte[] xml) {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            doc = b.parse(new ByteArrayInputStream(xml));
        } catch (Exception e) {
            throw new IllegalArgumentException(fileName + ": not a REFI-QDA codebook (" + firstLine(e) + ")");
        }
        Element root = doc.getDocumentElement();
        if (!"CodeBook".equals(root.getLocalName()) && !"Project".equals(root.getLocalName())) {
            throw new IllegalArgumentException(fileName + ": the root element is " + root.getLocalName()
                    + ", expected CodeBook (a .qdc file)");
        }
        List<StudyCode> codes = new ArrayList<>();
        bySimilarName = 0;
        byDefault = 0;
        walk(root, null, null, fileName, codes);
        if (codes.isEmpty()) {
            throw new IllegalArgumentException(fileName + ": no codable code in the codebook");
        }
        return new Codebook(codes, CodebookProposer.DEFAULT_THRESHOLD);
    }

    /** How the codes of the last {@link #read} got their types, where no ancestor was named after one. */
    public Typed typed() {
        return new Typed(bySimilarName, byDefault);
    }

    /**
     * @param namedType   the type of the nearest ancestor named after a node type, or null
     * @param similarType the type of the nearest ancestor whose name is similar to one node type, or null
     */
    private void walk(Element parent, String namedType, String similarType, String fileName, List<StudyCode> out) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element e)) {
                continue;
            }
            if ("Codes".equals(e.getLocalName()) || "CodeBook".equals(e.getLocalName())) {
                walk(e, namedType, similarType, fileName, out);
                continue;
            }
            if (!"Code".equals(e.getLocalName())) {
                continue;
            }
            String name = e.getAttribute("name").strip();
            String type = typeNamed(name).orElse(namedType);
            if ("true".equals(e.getAttribute("isCodable"))) {
                out.add(new StudyCode("C" + (out.size() + 1), name, typeOf(name, type, similarType, fileName),
                        description(e), List.of()));
            }
            walk(e, type, similarType(name).orElse(similarType), fileName, out);
        }
    }

    private String typeOf(String name, String named, String similar, String fileName) {
        if (named != null) {
            return named;
        }
        if (similar != null) {
            bySimilarName++;
            return similar;
        }
        if (defaultType != null) {
            byDefault++;
            return defaultType;
        }
        throw new IllegalArgumentException(fileName + ": code '" + name + "' is under no node type of the "
                + "methodology (put it under a code named after one of " + String.join(", ", nodeTypes)
                + ", or give --type TYPE)");
    }

    private Optional<String> typeNamed(String name) {
        String key = name.toLowerCase(Locale.ROOT).replace(' ', '_');
        return nodeTypes.stream().filter(t -> t.equals(key)).findFirst();
    }

    /**
     * The one node type a parent code's name is similar to: every word of the type is in the name ("Product
     * attributes", "Psycho-social consequences", "Terminal values"), or every word of the name is in the type
     * ("Functional", "Instrumental"), or the name is the type's initials ("FC", "TV"); words compared without case,
     * hyphens or a plural s. Empty when no type or several types match ("Values", "Consequences").
     */
    Optional<String> similarType(String name) {
        java.util.Set<String> words = words(name);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String compact = name.strip().toLowerCase(Locale.ROOT);
        List<String> matches = new ArrayList<>();
        for (String t : nodeTypes) {
            java.util.Set<String> typeWords = words(t.replace('_', ' '));
            StringBuilder initials = new StringBuilder();
            for (String w : t.split("_")) {
                if (!w.isEmpty()) {
                    initials.append(w.charAt(0));
                }
            }
            if (words.containsAll(typeWords) || typeWords.containsAll(words)
                    || (initials.length() > 1 && compact.contentEquals(initials))) {
                matches.add(t);
            }
        }
        return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
    }

    private static java.util.Set<String> words(String text) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).replace("-", "").split("[^\\p{L}\\p{N}]+")) {
            if (w.isEmpty() || List.of("and", "or", "of", "the", "a").contains(w)) {
                continue;
            }
            out.add(w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w);
        }
        return out;
    }

    private static String description(Element code) {
        for (Node n = code.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && "Description".equals(e.getLocalName())) {
                return e.getTextContent().strip();
            }
        }
        return "";
    }

    private static String firstLine(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
