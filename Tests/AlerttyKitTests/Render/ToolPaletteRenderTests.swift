import Testing

@testable import AlerttyKit

/// A dialect's box drawn in a tool's palette: what each role colours, and that nothing is
/// coloured without one.
@Suite struct ToolPaletteRenderTests {
    /// A palette whose every role is told apart by its background's index.
    static let palette: ToolPalette = {
        var palette = ToolPalette()
        for role in ToolPalette.Role.allCases {
            palette[role] = CellStyle(foreground: .ansi(0), background: .indexed(UInt8(16 + role.rawValue)))
        }
        return palette
    }()

    func frame(_ toolFrame: ToolFrame, palette: ToolPalette = Self.palette) -> (Frame, AlertLayout) {
        var configuration = AlertConfiguration(
            title: "Tt", message: "Hello", buttons: [("Yes", .default), ("No", .cancel)])
        configuration.appearance.toolFrame = toolFrame
        configuration.appearance.toolPalette = palette
        let state = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 16))
        return (AlertView.frame(for: state), state.layout)
    }

    func background(_ role: ToolPalette.Role) -> TerminalColor? { Self.palette[role].background }

    func cell(of text: String, in frame: Frame) -> Cell? {
        for (row, line) in frame.text.enumerated() {
            if let start = line.range(of: text) {
                return frame[line.distance(from: line.startIndex, to: start.lowerBound), row]
            }
        }
        return nil
    }

    @Test(arguments: [ToolFrame.whiptail, .dialog])
    func eachRoleColoursWhatItNames(_ toolFrame: ToolFrame) throws {
        let (frame, layout) = frame(toolFrame)
        let box = layout.box
        #expect(frame[0, 15].style.background == background(.screen))
        #expect(frame[box.x, box.y].style.background == background(.border))
        #expect(frame[box.x + box.width - 1, box.y + 1].style.background == background(.lowerRightBorder))
        #expect(frame[box.x + box.width - 2, box.y + 1].style.background == background(.box))
        #expect(cell(of: "Tt", in: frame)?.style.background == background(.title))
        #expect(cell(of: "Hello", in: frame)?.style.background == background(.text))
        // The first button has the focus: its key letter, its label and its brackets.
        #expect(cell(of: "Yes", in: frame)?.style.background == background(.activeButtonKey))
        #expect(cell(of: "es", in: frame)?.style.background == background(.activeButtonLabel))
        #expect(cell(of: "No", in: frame)?.style.background == background(.inactiveButtonKey))
        #expect(cell(of: "o ]", in: frame)?.style.background == background(.inactiveButtonLabel))
        #expect(cell(of: "[ N", in: frame)?.style.background == background(.inactiveButton))
    }

    @Test func theShadowFallsWhereEachToolCastsIt() {
        for (toolFrame, width) in [(ToolFrame.whiptail, 1), (.dialog, 2)] {
            let (frame, layout) = frame(toolFrame)
            let box = layout.box
            let shadow = background(.shadow)
            #expect(frame[box.x + box.width + width - 1, box.y + 1].style.background == shadow, "\(toolFrame)")
            #expect(frame[box.x + box.width + width, box.y + 1].style.background == background(.screen))
            #expect(frame[box.x + box.width, box.y].style.background == background(.screen), "none beside the top")
            #expect(frame[box.x + width, box.y + box.height].style.background == shadow)
            #expect(frame[box.x + width - 1, box.y + box.height].style.background == background(.screen))
        }
        var unshadowed = Self.palette
        unshadowed.castsShadow = false
        let (frame, layout) = frame(.dialog, palette: unshadowed)
        #expect(frame[layout.box.x + layout.box.width, layout.box.y + 1].style.background == background(.screen))
    }

    @Test(arguments: [ToolFrame.whiptail, .dialog])
    func withoutAPaletteNothingIsColoured(_ toolFrame: ToolFrame) {
        let (frame, _) = frame(toolFrame, palette: .none)
        #expect(frame.allCells.allSatisfy { $0.style.background == nil })
    }

    @Test func aMonochromePaletteIsAttributesAlone() {
        var mono = ToolPalette(every: CellStyle(reverse: true), castsShadow: false)
        mono[.screen] = CellStyle()
        mono[.activeButtonLabel] = CellStyle(bold: true)
        let (frame, _) = frame(.dialog, palette: mono)
        #expect(frame.allCells.allSatisfy { $0.style.background == nil && $0.style.foreground == nil })
        #expect(cell(of: "Hello", in: frame)?.style.reverse == true)
        #expect(cell(of: "es", in: frame)?.style.bold == true)
    }
}
