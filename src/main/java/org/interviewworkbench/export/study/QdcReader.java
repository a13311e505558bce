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
 * study codebook without members, to start from a codebook the team already has. Every codable code becomes a study
 * code; its node type is the first ancestor (or itself) whose name is a node type of the methodology (underscores or
 * spaces, any case), else the import is refused naming the code. External entities and DTDs are not resolved.
 */
public final class QdcReader {

    private final List<String> nodeTypes;

    public QdcReader(List<String> nodeTypes) {
        this.nodeTypes = List.copyOf(nodeTypes);
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
        walk(root, null, fileName, codes);
        if (codes.isEmpty()) {
            throw new IllegalArgumentException(fileName + ": no codable code in the codebook");
        }
        return new Codebook(codes, CodebookProposer.DEFAULT_THRESHOLD);
    }

    private void walk(Element parent, String inheritedType, String fileName, List<StudyCode> out) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element e)) {
                continue;
            }
            if ("Codes".equals(e.getLocalName()) || "CodeBook".equals(e.getLocalName())) {
                walk(e, inheritedType, fileName, out);
                continue;
            }
            if (!"Code".equals(e.getLocalName())) {
                continue;
            }
            String name = e.getAttribute("name").strip();
            String type = typeNamed(name).orElse(inheritedType);
            if ("true".equals(e.getAttribute("isCodable"))) {
                if (type == null) {
                    throw new IllegalArgumentException(fileName + ": code '" + name + "' is under no node type of "
                            + "the methodology (put it under one of " + String.join(", ", nodeTypes) + ")");
                }
                out.add(new StudyCode("C" + (out.size() + 1), name, type, description(e), List.of()));
            }
            walk(e, type, fileName, out);
        }
    }

    private Optional<String> typeNamed(String name) {
        String key = name.toLowerCase(Locale.ROOT).replace(' ', '_');
        return nodeTypes.stream().filter(t -> t.equals(key)).findFirst();
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
