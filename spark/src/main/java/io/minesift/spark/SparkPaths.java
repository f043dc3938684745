package io.minesift.spark;

import io.minesift.core.util.InputException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileContext;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Options;
import org.apache.hadoop.fs.Path;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Lines from and to any path the cluster's Hadoop file systems reach ({@code hdfs://}, {@code s3a://},
 * {@code file:}), through the Hadoop client Spark ships with and the cluster's Hadoop configuration.
 * A written file appears whole or not at all: it is written beside the target and renamed into place.
 */
public final class SparkPaths {
    private SparkPaths() {
    }

    /** Every line of the file at {@code uri}, in order. */
    public static List<String> readLines(String uri) {
        Path path = new Path(uri);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                     path.getFileSystem(new Configuration()).open(path), StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
            return lines;
        } catch (IOException e) {
            throw new InputException(uri, "cannot read: " + e.getMessage());
        }
    }

    /** Writes the lines to the file at {@code uri}, replacing it, atomically where the file system renames atomically. */
    public static void writeLines(String uri, List<String> lines) {
        Path target = new Path(uri);
        Path temporary = new Path(target.getParent(), "." + target.getName() + "." + UUID.randomUUID() + ".tmp");
        try {
            FileSystem fs = target.getFileSystem(new Configuration());
            try (Writer out = new OutputStreamWriter(fs.create(temporary, true), StandardCharsets.UTF_8)) {
                for (String line : lines) {
                    out.write(line);
                    out.write('\n');
                }
            }
            FileContext.getFileContext(target.toUri(), fs.getConf()).rename(temporary, target, Options.Rename.OVERWRITE);
        } catch (IOException e) {
            throw new InputException(uri, "cannot write: " + e.getMessage());
        }
    }
}
