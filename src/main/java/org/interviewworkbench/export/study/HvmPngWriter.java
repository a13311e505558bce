package org.interviewworkbench.export.study;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import javax.imageio.ImageIO;

import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;

/** The hierarchical value map as a PNG, drawn with Java2D (works headless) in the same layout as the SVG. */
public final class HvmPngWriter {

    /** ImageIO's PNG quality for the screen: deflate level 1 (level = 9 * (1 - quality), rounded down). */
    private static final float FAST_QUALITY = 0.85f;

    /** The PNG file as exported (default compression). */
    public byte[] write(HierarchicalValueMap map, List<String> typeOrder) {
        return write(map, typeOrder, false);
    }

    /**
     * The PNG; {@code forScreen} deflates at the fastest level (a bigger file, encoded several times faster), for a
     * picture that is shown at once and never stored, e.g. the map redrawn as the cut-off slider moves.
     */
    public byte[] write(HierarchicalValueMap map, List<String> typeOrder, boolean forScreen) {
        HvmLayout layout = new HvmLayout(map, typeOrder);
        int top = 30;
        BufferedImage img = new BufferedImage(layout.width, layout.height + top, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.setColor(new Color(0x22, 0x22, 0x22));
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
            g.drawString(HvmSvgWriter.caption(map), HvmLayout.MARGIN, 22);
            int max = map.edges().stream().mapToInt(map::countOf).max().orElse(1);
            for (ImplicationMatrix.Entry e : map.edges()) {
                double[] p = HvmSvgWriter.endpoints(layout.boxes.get(e.from()), layout.boxes.get(e.to()));
                g.setColor(new Color(85, 85, 85, 190));
                g.setStroke(new BasicStroke((float) HvmLayout.strokeWidth(map.countOf(e), max)));
                g.draw(new Line2D.Double(p[0], p[1] + top, p[2], p[3] + top));
                arrowHead(g, p[0], p[1] + top, p[2], p[3] + top);
                g.setColor(new Color(0xbb, 0, 0));
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
                g.drawString(Integer.toString(map.countOf(e)), (float) ((p[0] + p[2]) / 2 + 4),
                        (float) ((p[1] + p[3]) / 2 + top));
            }
            for (HierarchicalValueMap.MapNode n : map.nodes()) {
                HvmLayout.Box b = layout.boxes.get(n.code());
                RoundRectangle2D r = new RoundRectangle2D.Double(b.x(), b.y() + top, HvmLayout.NODE_W,
                        HvmLayout.NODE_H, 16, 16);
                g.setColor(Color.decode(HvmSvgWriter.fill(typeOrder, n.type())));
                g.fill(r);
                g.setColor(new Color(0x33, 0x33, 0x33));
                g.setStroke(new BasicStroke(1f));
                g.draw(r);
                g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
                centred(g, HvmLayout.fit(n.code(), 26), b.x() + HvmLayout.NODE_W / 2.0, b.y() + top + 19);
                g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
                g.setColor(new Color(0x44, 0x44, 0x44));
                centred(g, n.type().replace('_', ' '), b.x() + HvmLayout.NODE_W / 2.0, b.y() + top + 34);
            }
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!forScreen) {
                ImageIO.write(img, "png", out);
                return out.toByteArray();
            }
            javax.imageio.ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
            try (javax.imageio.stream.ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
                writer.setOutput(ios);
                javax.imageio.ImageWriteParam param = writer.getDefaultWriteParam();
                param.setCompressionMode(javax.imageio.ImageWriteParam.MODE_EXPLICIT);
                param.setCompressionQuality(FAST_QUALITY);
                writer.write(null, new javax.imageio.IIOImage(img, null, null), param);
            } finally {
                writer.dispose();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void centred(Graphics2D g, String text, double cx, double baseline) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) (cx - fm.stringWidth(text) / 2.0), (float) baseline);
    }

    private static void arrowHead(Graphics2D g, double x1, double y1, double x2, double y2) {
        double angle = Math.atan2(y2 - y1, x2 - x1);
        double len = 10;
        Path2D head = new Path2D.Double();
        head.moveTo(x2, y2);
        head.lineTo(x2 - len * Math.cos(angle - 0.4), y2 - len * Math.sin(angle - 0.4));
        head.lineTo(x2 - len * Math.cos(angle + 0.4), y2 - len * Math.sin(angle + 0.4));
        head.closePath();
        g.fill(head);
    }
}
