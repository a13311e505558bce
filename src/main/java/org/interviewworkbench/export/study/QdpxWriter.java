package org.interviewworkbench.export.study;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodeMember;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.engine.study.StudyCode;

/**
 * The whole study as a REFI-QDA project (.qdpx: a zip of {@code project.qde} and {@code sources/<guid>.txt}):
 * every interview a text source (see {@link StudyTranscript}), each coded concept's quotes a
 * {@code PlainTextSelection} at its character offsets coded with its study code, node types as non-codable parent
 * codes, every session a case with its study variables. GUIDs are derived from ids, so re-exports are stable.
 */
public final class QdpxWriter {

    /** One member session of the study, loaded. */
    public record Member(SessionSnapshot session, Map<String, String> variables) {
    }

    /** What the export holds, for the command's summary line and the tests. */
    public record Summary(int sources, int selections, int codes) {
    }

    private Summary summary = new Summary(0, 0, 0);

    public byte[] write(Study study, List<Member> members, Codebook codebook, List<String> typeOrder,
                        Instant exportedAt) {
        String sid = study.id();
        String user = Xml.guid(sid + "/user");
        String now = DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(exportedAt.atOffset(ZoneOffset.UTC).withNano(0));
        Map<String, byte[]> files = new LinkedHashMap<>();
        StringBuilder x = new StringBuilder();
        x.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append("<Project xmlns=\"urn:QDA-XML:project:1.0\" name=\"").append(Xml.esc(study.name()))
                .append("\" origin=\"Interview Workbench\" creatingUserGUID=\"").append(user)
                .append("\" creationDateTime=\"").append(now).append("\">\n");
        x.append("  <Users>\n    <User guid=\"").append(user).append("\" name=\"Interview Workbench\"/>\n  </Users>\n");
        x.append("  <CodeBook>\n").append(QdcWriter.codes(sid, codebook, typeOrder, "    ")).append("  </CodeBook>\n");
        Set<String> variableNames = new LinkedHashSet<>();
        members.forEach(m -> variableNames.addAll(m.variables().keySet()));
        if (!variableNames.isEmpty()) {
            x.append("  <Variables>\n");
            for (String v : variableNames) {
                x.append("    <Variable guid=\"").append(Xml.guid(sid + "/var/" + v)).append("\" name=\"")
                        .append(Xml.esc(v)).append("\" typeOfVariable=\"Text\"/>\n");
            }
            x.append("  </Variables>\n");
        }
        if (!members.isEmpty()) {
            x.append("  <Cases>\n");
            for (Member m : members) {
                String id = m.session().info().id();
                x.append("    <Case guid=\"").append(Xml.guid(sid + "/case/" + id)).append("\" name=\"")
                        .append(Xml.esc(m.variables().getOrDefault("respondent", id))).append("\">\n");
                for (Map.Entry<String, String> v : m.variables().entrySet()) {
                    x.append("      <VariableValue><VariableRef targetGUID=\"")
                            .append(Xml.guid(sid + "/var/" + v.getKey())).append("\"/><TextValue>")
                            .append(Xml.text(v.getValue())).append("</TextValue></VariableValue>\n");
                }
                x.append("      <SourceRef targetGUID=\"").append(Xml.guid(sid + "/source/" + id)).append("\"/>\n");
                x.append("    </Case>\n");
            }
            x.append("  </Cases>\n");
        }
        int selections = 0;
        if (!members.isEmpty()) {
            x.append("  <Sources>\n");
            for (Member m : members) {
                SessionSnapshot s = m.session();
                String id = s.info().id();
                String guid = Xml.guid(sid + "/source/" + id);
                StudyTranscript transcript = new StudyTranscript(s);
                files.put("sources/" + guid + ".txt", transcript.text().getBytes(StandardCharsets.UTF_8));
                x.append("    <TextSource guid=\"").append(guid).append("\" name=\"")
                        .append(Xml.esc(m.variables().getOrDefault("respondent", id))).append("\" plainTextPath=\"")
                        .append("internal://").append(guid).append(".txt\" creatingUser=\"").append(user)
                        .append("\" creationDateTime=\"").append(now).append("\">\n");
                Set<String> seen = new LinkedHashSet<>();
                for (StudyCode code : codebook.codes()) {
                    for (CodeMember member : code.members()) {
                        if (!member.sessionId().equals(id)) {
                            continue;
                        }
                        for (String quote : quotes(s, member)) {
                            Optional<int[]> at = transcript.find(quote);
                            if (at.isEmpty() || !seen.add(code.id() + "@" + at.get()[0] + "-" + at.get()[1])) {
                                continue;
                            }
                            String key = sid + "/sel/" + id + "/" + code.id() + "/" + at.get()[0] + "-" + at.get()[1];
                            x.append("      <PlainTextSelection guid=\"").append(Xml.guid(key)).append("\" name=\"")
                                    .append(Xml.esc(shorten(quote))).append("\" startPosition=\"").append(at.get()[0])
                                    .append("\" endPosition=\"").append(at.get()[1]).append("\" creatingUser=\"")
                                    .append(user).append("\" creationDateTime=\"").append(now).append("\">\n");
                            x.append("        <Coding guid=\"").append(Xml.guid(key + "/coding"))
                                    .append("\" creatingUser=\"").append(user).append("\" creationDateTime=\"")
                                    .append(now).append("\"><CodeRef targetGUID=\"")
                                    .append(QdcWriter.codeGuid(sid, code)).append("\"/></Coding>\n");
                            x.append("      </PlainTextSelection>\n");
                            selections++;
                        }
                    }
                }
                x.append("    </TextSource>\n");
            }
            x.append("  </Sources>\n");
        }
        x.append("  <Description>").append(Xml.text("Study " + study.id() + " (" + study.methodologyId()
                + (study.conceptId() == null ? "" : ", " + study.conceptId()) + "), exported by Interview Workbench"))
                .append("</Description>\n");
        x.append("</Project>\n");
        summary = new Summary(members.size(), selections, codebook.codes().size());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
            zip.putNextEntry(new ZipEntry("project.qde"));
            zip.write(x.toString().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(f.getKey()));
                zip.write(f.getValue());
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** What the last {@link #write} produced. */
    public Summary summary() {
        return summary;
    }

    /** The respondent's words behind a member: its node's quotes, or its slot's surface nodes' quotes. */
    static List<String> quotes(SessionSnapshot s, CodeMember member) {
        List<String> out = new ArrayList<>();
        Optional<SurfaceNode> node = s.graph().node(member.nodeId());
        if (node.isPresent()) {
            out.addAll(node.get().sourceQuotes());
        } else {
            Optional<CanonicalSlot> slot = s.graph().slot(member.nodeId());
            slot.ifPresent(sl -> sl.surfaceNodeIds().forEach(n ->
                    s.graph().node(n).ifPresent(sn -> out.addAll(sn.sourceQuotes()))));
        }
        if (out.isEmpty() && !member.quote().isEmpty()) {
            out.add(member.quote());
        }
        return out;
    }

    private static String shorten(String quote) {
        String q = quote.strip().replaceAll("\\s+", " ");
        return q.length() <= 60 ? q : q.substring(0, 59) + "\u2026";
    }
}
