package io.minesift.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The documentation holds together: every relative link in {@code README.md} and {@code docs/*.md}
 * points to a file or folder that exists and, with a {@code #fragment} into a Markdown page, to one
 * of its headings (GitHub's anchors); and the user's pages (README, guide, method, formats, games,
 * figures) name no issue numbers and no test classes, which belong to the maintainers' pages
 * (design, research log).
 */
class DocLinksTest {
    /** Links inline ({@code [text](target)}, images too); code spans are left out before looking. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final List<String> USER_PAGES = List.of("README.md", "docs/guide.md", "docs/method.md",
            "docs/formats.md", "docs/games.md", "docs/figures.md");
    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            boolean inFence = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.strip().startsWith("```")) {
                    inFence = !inFence;
                    continue;
                }
                if (inFence) {
                    continue;
                }
                Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
                while (m.find()) {
                    String target = m.group(1);
                    if (target.matches("^[a-zA-Z][a-zA-Z+.-]*:.*")) {
                        continue; // http:, https:, mailto:
                    }
                    checked++;
                    String problem = problem(page, target);
                    if (problem != null) {
                        broken.add(page + ":" + (i + 1) + ": " + target + ": " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 50, "so few links (" + checked + "): is the pattern right?");
        assertEquals(List.of(), broken);
    }

    @Test
    void userPagesNameNoIssueNumbersAndNoTestClasses() throws IOException {
        Pattern issue = Pattern.compile("(?i)\\bissues?\\s+#?\\d+|(?<![\\w&])#\\d+\\b");
        Pattern testClass = Pattern.compile("(?<![\\w-])[A-Z][A-Za-z0-9]*Tests?\\b");
        List<String> found = new ArrayList<>();
        for (String name : USER_PAGES) {
            List<String> lines = Files.readAllLines(Path.of(name), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                for (Pattern p : List.of(issue, testClass)) {
                    Matcher m = p.matcher(lines.get(i));
                    while (m.find()) {
                        found.add(name + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals("sift--the-difficulty-map", anchor("`sift` — the difficulty map"));
        assertEquals("mine-position-text", anchor("`.mine` position text"));
        assertEquals("the-packs-page-pack---page", anchor("The pack's page (`pack --page`)"));
        assertEquals("shanghai-figures", anchor("Shanghai figures"));
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        for (String module : List.of("core", "minesweeper", "shanghai", "coins", "spark", "cli")) {
            pages.add(Path.of(module, "README.md"));
        }
        return pages;
    }

    /** What is wrong with a link from {@code page}, or null. */
    private static String problem(Path page, String target) throws IOException {
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String fragment = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? page : page.getParent() == null
                ? Path.of(file).normalize() : page.getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
            return "no such file";
        }
        if (fragment == null || !resolved.toString().endsWith(".md")) {
            return null;
        }
        return anchors(resolved).contains(fragment) ? null : "no heading with the anchor #" + fragment;
    }

    /** A page's heading anchors, as GitHub makes them (a repeated one gets -1, -2, ...). */
    static Set<String> anchors(Path page) throws IOException {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean inFence = false;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (line.strip().startsWith("```")) {
                inFence = !inFence;
                continue;
            }
            Matcher m = HEADING.matcher(line);
            if (inFence || !m.matches()) {
                continue;
            }
            String base = anchor(m.group(2));
            int n = seen.merge(base, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? base : base + "-" + n);
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped (not - or _), spaces to hyphens. */
    static String anchor(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                out.appendCodePoint(c);
            } else if (c == ' ') {
                out.append('-');
            }
        });
        return out.toString();
    }
}
