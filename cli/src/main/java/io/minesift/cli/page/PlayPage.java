package io.minesift.cli.page;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.format.TathamId;
import io.minesift.core.util.Digests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pack's playable page: one HTML file with everything inline (style, the boards, minesift's
 * hint engine as JavaScript, the game), so it plays offline from a file or any static host. The
 * template, style and game are resources beside this class; {@code hints.js} is the build's TeaVM
 * output of {@link BrowserHints}. Each board travels as its {@link ShareLink} fragment, which is
 * also its share link and carries its rules (version 2 for a variant board), with its rules' text,
 * its Tatham ID (classic boards only), its category, the sift's one-line reason and its luck (whether
 * it needs a guess); the page says in plain words what the pack's category means. Every text from
 * the pack's files reaches the page escaped: in the title and about line as HTML text, in the data
 * as JSON that cannot end its script element, and the game sets it as text, never as markup.
 */
public final class PlayPage {
    /** The hint engine's file, made by the build (the teavm-maven-plugin execution in pom.xml). */
    static final String HINTS = "hints.js";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern MARK = Pattern.compile("@[A-Z]+@");

    /**
     * One board of the page.
     *
     * @param name     the board's name in the pack ({@code NN-ID})
     * @param category its category, as the sift gave it
     * @param reason   the sift's one-line reason (may be empty)
     * @param luck     whether it needs a guess and what the guesses cost, in a sentence (empty when the sift
     *                 has no luck figures)
     */
    public record Board(String name, Instance board, String category, String reason, String luck) {
    }

    private PlayPage() {
    }

    /**
     * The page's HTML.
     *
     * @throws IllegalStateException when this build has no hint engine (built without the TeaVM step)
     */
    public static String html(String title, String about, List<Board> boards) {
        return page("page", title, about, data(title, boards));
    }

    /**
     * A pack page from its template {@code NAME.html} (between the head and the foot every page shares,
     * {@code head.html} and {@code foot.html}, which holds the data, the engine and the game),
     * its style ({@code base.css}, then {@code NAME.css}), its data, the engine and its game {@code NAME.js}.
     */
    static String page(String name, String title, String about, String data) {
        String template = resource(name + ".html").replace("@HEAD@", resource("head.html"))
                .replace("@FOOT@", resource("foot.html"));
        Map<String, String> parts = Map.of("@TITLE@", escape(title), "@ABOUT@", escape(about),
                "@CSS@", resource("base.css") + resource(name + ".css"), "@DATA@", data,
                "@HINTS@", script(resource(HINTS)), "@PAGE@", script(resource(name + ".js")));
        // One pass, so that no part's text is read for the others' marks (a reason from a pack's file
        // that says "@PAGE@" stays words).
        Matcher m = MARK.matcher(template);
        StringBuilder page = new StringBuilder(template.length() + 1_100_000);
        while (m.find()) {
            String part = parts.get(m.group());
            if (part == null) {
                throw new IllegalStateException(name + ".html has a mark no part fills: " + m.group());
            }
            m.appendReplacement(page, Matcher.quoteReplacement(part));
        }
        return m.appendTail(page).toString();
    }

    /** The boards as the page reads them (JSON, safe inside a script element). */
    static String data(String title, List<Board> boards) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode list = JSON.createArrayNode();
        StringBuilder links = new StringBuilder();
        for (Board b : boards) {
            String link = ShareLink.write(b.board());
            links.append(link).append('\n');
            String rules = b.board().rules();
            list.addObject().put("name", b.name()).put("link", link).put("rules", rules == null ? "" : rules)
                    .put("tatham", rules == null ? TathamId.write(b.board()) : "")
                    .put("category", b.category()).put("reason", b.reason()).put("luck", b.luck());
        }
        root.put("title", title).put("id", Digests.hex12(links.toString())).set("boards", list);
        return json(root.toString());
    }

    /**
     * JSON made safe inside a script element and still JSON: every {@code <} (which JSON has only
     * inside strings) written {@code \u003c}, so no {@code </script} or {@code <!--} can end or bend
     * the element, and {@code JSON.parse} reads the text back as it was.
     */
    static String json(String json) {
        return json.replace("<", "\\u003c");
    }

    /** JavaScript made safe inside a script element: no {@code </script} or {@code <!--} can end it early. */
    static String script(String text) {
        return text.replace("</", "<\\/").replace("<!--", "<\\!--");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String resource(String name) {
        try (InputStream in = PlayPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("this minesift build has no " + name + " for the page: build it with "
                        + "'mvn package' (the teavm step makes the hint engine)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + name + " from the jar: " + e.getMessage(), e);
        }
    }
}
