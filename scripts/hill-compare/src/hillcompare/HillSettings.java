package hillcompare;

import minesweeper.solver.settings.SettingsFactory;
import minesweeper.solver.settings.SettingsFactory.Setting;
import minesweeper.solver.settings.SolverSettings;

/** The solver settings of Hill's bulk runs (his MinesweeperBulk main), in one place for both runners. */
final class HillSettings {
    private HillSettings() {
    }

    /** SMALL_ANALYSIS (brute-force deep analysis up to 400 solutions), the solver on one thread. */
    static SolverSettings bulk() {
        SolverSettings settings = SettingsFactory.GetSettings(Setting.SMALL_ANALYSIS);
        settings.setSingleThread(true);
        return settings;
    }
}
