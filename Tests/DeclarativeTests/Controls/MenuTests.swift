import Testing
import Foundation
@testable import Declarative
import DeclarativeTesting

/// A `Menu` opens its items as a floating list on a tap or `Return`/`Space`: `↑`/`↓` move a highlight, `Return`
/// chooses, `Esc` or a tap outside closes, and choosing an item runs its action and closes the menu.
@Suite @MainActor struct MenuTests {
    /// An export menu in a toolbar-like row, as published chart screens write it.
    static func exportMenu(_ log: Box<[String]>) -> TestHost {
        TestHost.control(VStack(alignment: .leading) {
            Menu("Export") {
                Button("CSV") { log.value.append("csv") }
                Button("PNG") { log.value.append("png") }
                Divider()
                Menu("More") {
                    Button("JSON") { log.value.append("json") }
                }
                Button("Delete", role: .destructive) { log.value.append("delete") }
            }
            Text("Below")
            Spacer()
        })
    }

    @Test func aTapOpensTheItemsAndATapOnOneRunsItAndCloses() {
        let log = Box<[String]>([])
        let host = Self.exportMenu(log)
        #expect(host.menuRows.isEmpty)
        #expect(host.tap(label: "Export"))
        #expect(host.menuRows == ["CSV", "PNG", "More", "Delete"])
        #expect(host.tap(label: "PNG"))
        #expect(log.value == ["png"])
        #expect(host.menuRows.isEmpty)
    }

    @Test func keysOpenMoveSkippingDividersAndChoose() {
        let log = Box<[String]>([])
        let host = Self.exportMenu(log)
        host.press(.tab)
        host.press(.return)
        #expect(host.menuRows == ["CSV", "PNG", "More", "Delete"])
        #expect(host.highlightedMenuRow == nil)
        host.press(.downArrow)
        #expect(host.highlightedMenuRow == "CSV")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.highlightedMenuRow == "More")
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.highlightedMenuRow == "Delete")
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.highlightedMenuRow == "PNG")
        host.press(.return)
        #expect(log.value == ["png"])
        #expect(host.menuRows.isEmpty)
    }

    @Test func escapeAndATapOutsideCloseWithoutRunningAnything() throws {
        let log = Box<[String]>([])
        let host = Self.exportMenu(log)
        host.tap(label: "Export")
        host.press(.escape)
        #expect(host.menuRows.isEmpty)
        host.tap(label: "Export")
        let below = try #require(host.render().items.first { $0.id.path.contains("Text") && !$0.id.path.contains("Menu") })
        host.tap(at: CGPoint(x: 380, y: 390))
        #expect(host.menuRows.isEmpty)
        #expect(log.value.isEmpty)
        _ = below
    }

    @Test func aSubmenuOpensInPlaceAndGoesBack() {
        let log = Box<[String]>([])
        let host = Self.exportMenu(log)
        host.tap(label: "Export")
        host.tap(label: "More")
        #expect(host.menuRows == ["‹\u{A0}", "More", "JSON"])
        host.press(.escape)
        #expect(host.menuRows == ["CSV", "PNG", "More", "Delete"])
        // Going back by key leaves the highlight on the submenu's row; `→` opens it with its first item highlighted.
        #expect(host.highlightedMenuRow == "More")
        host.press(.rightArrow)
        #expect(host.highlightedMenuRow == "JSON")
        host.press(.leftArrow)
        #expect(host.highlightedMenuRow == "More")
        host.press(.return)
        host.press(.return)
        #expect(log.value == ["json"])
        #expect(host.menuRows.isEmpty)
    }

    @Test func aDestructiveItemIsRed() throws {
        let host = Self.exportMenu(Box([]))
        host.tap(label: "Export")
        let red = Paint.color(Color.red.resolve(in: .light))
        let delete = try #require(host.items(named: "MenuList").first { item in
            if case .text(let t) = item.content { t.lines.first?.text == "Delete" } else { false }
        })
        let csv = try #require(host.items(named: "MenuList").first { item in
            if case .text(let t) = item.content { t.lines.first?.text == "CSV" } else { false }
        })
        guard case .text(let d) = delete.content, case .text(let c) = csv.content else { return }
        #expect(d.paint == red)
        #expect(c.paint != red)
    }

    @Test func aPickerAndAToggleInsideAreCheckableRows() {
        struct RangeMenu: View {
            @State var range = "Week"
            @State var grid = true
            let probe: Box<(String, Bool)>
            var body: some View {
                VStack {
                    Menu {
                        Picker("Range", selection: $range) {
                            ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
                        }
                        Toggle("Grid", isOn: $grid)
                    } label: {
                        Label("Range", systemImage: "calendar")
                    }
                    Spacer()
                }
                .onChange(of: range) { probe.value.0 = range }
                .onChange(of: grid) { probe.value.1 = grid }
            }
        }
        let probe = Box(("Week", true))
        let host = TestHost.control(RangeMenu(probe: probe))
        host.tap(label: "Range")
        #expect(host.menuRows == ["Day", "Week", "Month", "Grid"])
        host.tap(label: "Month")
        #expect(probe.value.0 == "Month")
        #expect(host.menuRows.isEmpty)
        host.tap(label: "Range")
        host.tap(label: "Grid")
        #expect(probe.value.1 == false)
        // The checkmarks follow the bindings (see the terminal goldens in BackendsTests' `OpenMenuGoldenTests`).
        host.press(.tab)
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        #expect(probe.value.0 == "Day")
    }

    @Test func aPrimaryActionRunsOnATapAndALongPressOpensTheMenu() throws {
        let log = Box<[String]>([])
        let host = TestHost.control(VStack {
            Menu("Add") { Button("Series") { log.value.append("series") } } primaryAction: { log.value.append("primary") }
            Spacer()
        })
        host.tap(label: "Add")
        #expect(log.value == ["primary"])
        #expect(host.menuRows.isEmpty)
        let label = try #require(host.render().items.first { item in
            if case .text(let t) = item.content { t.lines.first?.text == "Add" } else { false }
        }).frame
        let centre = CGPoint(x: label.midX, y: label.midY)
        host.press(at: centre)
        host.advance(by: 0.6)
        host.release(at: centre)
        #expect(host.menuRows == ["Series"])
        #expect(log.value == ["primary"])
    }

    @Test func aMenuWithNoItemsOpensNothing() {
        let host = TestHost.control(VStack { Menu("Empty") { EmptyView() }; Spacer() })
        host.tap(label: "Empty")
        host.press(.tab)
        host.press(.return)
        #expect(host.menuRows.isEmpty)
        #expect(host.items(named: "MenuList").isEmpty)
    }

    @Test func aCustomMenuStyleDecoratesTheDefaultMenu() {
        struct Boxed: MenuStyle {
            func makeBody(configuration: Configuration) -> some View {
                Menu(configuration).padding(4).background(Color.gray.opacity(0.2))
            }
        }
        let host = TestHost.control(VStack {
            Menu("Export") { Button("CSV") {} }.menuStyle(Boxed())
            Spacer()
        })
        host.tap(label: "Export")
        #expect(host.menuRows == ["CSV"])
    }

    @Test func theListKeepsItsIdealWidthAndStaysInsideTheWindow() throws {
        let host = TestHost.control(HStack {
            Spacer()
            Menu("⋯") { Button("A much longer item title") {} }
        }, size: CGSize(width: 390, height: 300))
        host.tap(label: "⋯")
        let row = try #require(host.items(named: "MenuList").first { item in
            if case .text(let t) = item.content { t.lines.first?.text == "A much longer item title" } else { false }
        })
        #expect(row.frame.minX >= 0)
        #expect(row.frame.maxX <= 390)
        #expect(row.frame.width > 100)
    }

    @Test func aDisabledItemIsDimmedAndNeverChosen() {
        let log = Box<[String]>([])
        let host = TestHost.control(VStack {
            Menu("Export") {
                Button("CSV") { log.value.append("csv") }.disabled(true)
                Button("PNG") { log.value.append("png") }
            }
            Spacer()
        })
        host.tap(label: "Export")
        #expect(host.menuRows == ["CSV", "PNG"])
        host.tap(label: "CSV")
        #expect(log.value.isEmpty)
        host.press(.downArrow)                          // the highlight passes the disabled row by
        #expect(host.highlightedMenuRow == "PNG")
        host.press(.return)
        #expect(log.value == ["png"])
    }
}
