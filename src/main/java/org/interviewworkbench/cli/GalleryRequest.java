package org.interviewworkbench.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code screenshot --out-dir DIR} pictures: the views ({@code all} or named), the window sizes and the theme.
 * One demo run, then every view at every size, each to {@code DIR/<view>-<W>x<H>[-dark].png}.
 *
 * @param views view names as given ({@code all} is expanded by the screenshotter, which knows the views)
 * @param sizes window sizes, in the order given
 * @param dark  whether the dark theme is used
 */
public record GalleryRequest(List<String> views, List<Size> sizes, boolean dark) {

    /** A window size in pixels. */
    public record Size(int width, int height) {
        public Size {
            if (width < 200 || height < 200 || width > 8000 || height > 8000) {
                throw new IllegalArgumentException("window size " + width + "x" + height
                        + " is out of range (200..8000 each way)");
            }
        }

        @Override
        public String toString() {
            return width + "x" + height;
        }
    }

    public GalleryRequest {
        views = List.copyOf(views);
        sizes = List.copyOf(sizes);
        if (views.isEmpty()) {
            throw new IllegalArgumentException("no views named (--views all or --views window,graph,...)");
        }
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("no window sizes (--sizes 1024x640,1440x900)");
        }
    }

    /**
     * Parses the command-line options.
     *
     * @param views {@code all} or a comma-separated list of view names
     * @param sizes a comma-separated list of {@code WIDTHxHEIGHT}
     * @param theme {@code light} or {@code dark}
     * @throws IllegalArgumentException when an option cannot be read
     */
    public static GalleryRequest parse(String views, String sizes, String theme) {
        List<String> names = split(views).stream().map(s -> s.toLowerCase(Locale.ROOT)).distinct().toList();
        List<Size> parsed = new ArrayList<>();
        for (String s : split(sizes)) {
            String[] wh = s.toLowerCase(Locale.ROOT).split("x", -1);
            if (wh.length != 2) {
                throw new IllegalArgumentException("window size '" + s + "' is not WIDTHxHEIGHT (e.g. 1024x640)");
            }
            try {
                Size size = new Size(Integer.parseInt(wh[0].trim()), Integer.parseInt(wh[1].trim()));
                if (!parsed.contains(size)) {
                    parsed.add(size);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("window size '" + s + "' is not WIDTHxHEIGHT (e.g. 1024x640)", e);
            }
        }
        String t = theme == null ? "light" : theme.trim().toLowerCase(Locale.ROOT);
        if (!t.equals("light") && !t.equals("dark")) {
            throw new IllegalArgumentException("theme '" + theme + "' is neither light nor dark");
        }
        return new GalleryRequest(names, parsed, t.equals("dark"));
    }

    /** The file a view is written to: {@code <view>-<W>x<H>[-dark].png}. */
    public static String fileName(String view, Size size, boolean dark) {
        return view + "-" + size + (dark ? "-dark" : "") + ".png";
    }

    private static List<String> split(String list) {
        if (list == null) {
            return List.of();
        }
        return java.util.Arrays.stream(list.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }
}
