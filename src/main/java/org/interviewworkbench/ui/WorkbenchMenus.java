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
                item.setMnemonicParsing(false); // tab names are shown as they are; Ctrl+1..9 reach them
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
        java.util.Set<Character> usedMenuKeys = new java.util.HashSet<>();
        java.util.Map<String, java.util.Set<Character>> usedItemKeys = new java.util.HashMap<>();
        for (Action a : actions) {
            String menuId = "menu-" + a.menu().toLowerCase(java.util.Locale.ROOT);
            Menu menu = bar.getMenus().stream().filter(m -> menuId.equals(m.getId())).findFirst().orElseGet(() -> {
                Menu m = new Menu(withMnemonic(a.menu(), usedMenuKeys));
                m.setId(menuId);
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
            MenuItem item = new MenuItem(withMnemonic(a.title(), usedItemKeys.computeIfAbsent(a.menu(),
                    k -> new java.util.HashSet<>(reserved(k)))));
            item.setAccelerator(a.shortcut());
            item.setOnAction(e -> a.run().run());
            menu.getItems().add(item);
        }
        return bar;
    }

    /** Keys the edit panel's own items take in a menu (Edit: Review with the respondent). */
    private static java.util.Set<Character> reserved(String menu) {
        return "Edit".equals(menu) ? java.util.Set.of('r') : java.util.Set.of();
    }

    /**
     * {@code title} with an Alt mnemonic ("_File", "New _topic..."): the first letter of a word not taken yet in
     * {@code used}, else any letter not taken, else none; a '_' already in the title is shown as it is. The key
     * chosen is added to {@code used}.
     */
    static String withMnemonic(String title, java.util.Set<Character> used) {
        String escaped = title.replace("_", "__");
        int at = -1;
        for (int i = 0; i < title.length() && at < 0; i++) {
            boolean wordStart = i == 0 || !Character.isLetterOrDigit(title.charAt(i - 1));
            if (wordStart && Character.isLetter(title.charAt(i))
                    && !used.contains(Character.toLowerCase(title.charAt(i)))) {
                at = i;
            }
        }
        for (int i = 0; i < title.length() && at < 0; i++) {
            if (Character.isLetter(title.charAt(i)) && !used.contains(Character.toLowerCase(title.charAt(i)))) {
                at = i;
            }
        }
        if (at < 0) {
            return escaped;
        }
        used.add(Character.toLowerCase(title.charAt(at)));
        String before = title.substring(0, at).replace("_", "__");
        return before + "_" + title.substring(at).replace("_", "__");
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
