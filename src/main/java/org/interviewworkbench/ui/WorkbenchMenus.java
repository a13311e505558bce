package org.interviewworkbench.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/**
 * The menu bar: every action of the workbench with its shortcut (File, Edit, View, Interview, Help). The shortcuts
 * are the menu items' accelerators, so the menu and the keyboard always agree; Help lists them all and says which
 * version runs and where the data lives.
 */
public final class WorkbenchMenus {

    /** One action: menu, title, shortcut (or null) and what it does. */
    public record Action(String menu, String title, KeyCombination shortcut, Runnable run) {
    }

    private final List<Action> actions = new ArrayList<>();

    public WorkbenchMenus add(String menu, String title, KeyCombination shortcut, Runnable run) {
        actions.add(new Action(menu, title, shortcut, run));
        return this;
    }

    /** View: one item per tab, Ctrl+1..9 for the first nine in the order they are shown. */
    public WorkbenchMenus tabs(List<Tab> tabs, java.util.function.Consumer<Tab> select) {
        for (int i = 0; i < tabs.size(); i++) {
            Tab t = tabs.get(i);
            KeyCombination key = i < 9 ? new KeyCodeCombination(KeyCode.getKeyCode(String.valueOf(i + 1)),
                    KeyCombination.SHORTCUT_DOWN) : null;
            add("View", t.getText(), key, () -> select.accept(t));
        }
        return this;
    }

    /** View: the methodology lab's tabs, after the others ("Methodology lab: Strategy ranking"). */
    public WorkbenchMenus labTabs(List<Tab> tabs, java.util.function.Consumer<Tab> select) {
        add("View", "-", null, null);
        for (Tab t : tabs) {
            add("View", "Methodology lab: " + t.getText(), null, () -> select.accept(t));
        }
        return this;
    }

    public List<Action> actions() {
        return List.copyOf(actions);
    }

    /** The menu bar, menus in the order they were first named. */
    public MenuBar build() {
        MenuBar bar = new MenuBar();
        bar.setId("menu-bar");
        for (Action a : actions) {
            Menu menu = bar.getMenus().stream().filter(m -> m.getText().equals(a.menu())).findFirst().orElseGet(() -> {
                Menu m = new Menu(a.menu());
                m.setId("menu-" + a.menu().toLowerCase(java.util.Locale.ROOT));
                bar.getMenus().add(m);
                return m;
            });
            if (a.title().equals("-")) {
                menu.getItems().add(new SeparatorMenuItem());
                continue;
            }
            MenuItem item = new MenuItem(a.title());
            item.setAccelerator(a.shortcut());
            item.setOnAction(e -> a.run().run());
            menu.getItems().add(item);
        }
        return bar;
    }

    /** Every shortcut, one per line ("Ctrl+N  New session"), for Help > Keyboard shortcuts. */
    public String shortcutList(List<String> extra) {
        StringBuilder sb = new StringBuilder();
        for (Action a : actions) {
            if (a.shortcut() != null) {
                sb.append(a.shortcut().getDisplayText()).append("  ").append(a.title()).append('\n');
            }
        }
        extra.forEach(e -> sb.append(e).append('\n'));
        return sb.toString().strip();
    }
}
