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

    private static final String TAB_ITEMS = "\u0000tabs";
    private javafx.collections.ObservableList<Tab> tabList;
    private java.util.function.Consumer<Tab> selectTab;

    /**
     * View: one item per tab, Ctrl+1..9 for the first nine in the order they are shown; rebuilt when a tab comes or
     * goes (the Coverage tab is there only for concepts with stimulus elements), so Ctrl+N is always the N-th tab.
     */
    public WorkbenchMenus tabs(javafx.collections.ObservableList<Tab> tabs, java.util.function.Consumer<Tab> select) {
        this.tabList = tabs;
        this.selectTab = select;
        add("View", TAB_ITEMS, null, null);
        return this;
    }

    private static KeyCombination tabKey(int index) {
        return index < 9 ? new KeyCodeCombination(KeyCode.getKeyCode(String.valueOf(index + 1)),
                KeyCombination.SHORTCUT_DOWN) : null;
    }

    /** Puts the tab items into {@code menu} at {@code at} now and whenever the tabs change. */
    private void tabItems(Menu menu, int at) {
        List<MenuItem> shown = new ArrayList<>();
        Runnable fill = () -> {
            int start = shown.isEmpty() ? at : menu.getItems().indexOf(shown.get(0));
            menu.getItems().removeAll(shown);
            shown.clear();
            for (int i = 0; i < tabList.size(); i++) {
                Tab t = tabList.get(i);
                MenuItem item = new MenuItem(t.getText());
                item.setAccelerator(tabKey(i));
                item.setOnAction(e -> selectTab.accept(t));
                shown.add(item);
            }
            menu.getItems().addAll(start, shown);
        };
        fill.run();
        tabList.addListener((javafx.collections.ListChangeListener<Tab>) c -> fill.run());
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
        return actions.stream().filter(a -> !TAB_ITEMS.equals(a.title())).toList();
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
            if (a.title().equals(TAB_ITEMS)) {
                tabItems(menu, menu.getItems().size());
                continue;
            }
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
        if (tabList != null) {
            sb.append(tabKey(0).getDisplayText()).append(" \u2026 ").append(tabKey(Math.min(8, tabList.size() - 1))
                    .getDisplayText()).append("  Show the first, second ... tab\n");
        }
        for (Action a : actions) {
            if (a.shortcut() != null) {
                sb.append(a.shortcut().getDisplayText()).append("  ").append(a.title()).append('\n');
            }
        }
        extra.forEach(e -> sb.append(e).append('\n'));
        return sb.toString().strip();
    }
}
