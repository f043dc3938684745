package io.minesift.cli;

import io.minesift.core.util.FolderLock;

import java.nio.file.Path;

/**
 * Another minesift run, for the tests of a folder in use: a process that takes a folder's lock,
 * says {@code held}, and keeps it until it is killed (or its stdin closes).
 */
public final class HoldFolder {
    private HoldFolder() {
    }

    public static void main(String[] args) throws Exception {
        FolderLock lock = FolderLock.take(Path.of(args[0]));
        System.out.println("held");
        System.out.flush();
        System.in.read(); // until the test ends this process
        lock.close();
    }

    /** Starts a holder of {@code folder} and returns once it holds the lock. */
    static Process start(Path folder) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx32m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                HoldFolder.class.getName(), folder.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String said = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream())).readLine();
        if (!"held".equals(said)) {
            p.destroyForcibly();
            throw new IllegalStateException("the holder did not take " + folder + ": " + said);
        }
        return p;
    }
}
