import Foundation
import Layout
import Testing

@Suite("Layout priorities")
struct PriorityTests {
    @Test("UIKit's named priorities")
    func namedValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority(750) == .defaultHigh)
        #expect(LayoutPriority(rawValue: 250) == .defaultLow)
        let literal: LayoutPriority = 999
        #expect(literal.rawValue == 999)
    }

    @Test("Priorities are ordered and can be nudged")
    func ordering() {
        #expect(LayoutPriority.fittingSizeLevel < .defaultLow)
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority.defaultHigh < .required)
        #expect(LayoutPriority.defaultLow + 1 == LayoutPriority(251))
        #expect(LayoutPriority.required - 1 == LayoutPriority(999))
        #expect(LayoutPriority.required.isRequired)
        #expect(!(LayoutPriority.required - 1).isRequired)
        #expect(LayoutPriority.defaultHigh.description == "750")
        #expect(LayoutPriority(250.5).description == "250.5")
    }

    @Test("An active constraint's priority can change between optional values")
    func optionalToOptional() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = LayoutPriority(500)
        wide.priority = LayoutPriority(600)
        LayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)

        narrow.priority = LayoutPriority(700)
        #expect(narrow.priority == LayoutPriority(700))
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)

        narrow.priority = .defaultLow
        root.layoutIfNeeded()
        #expect(a.frame.width == 200)
        #expect(narrow.isActive)
        #expect(root.diagnostics.isEmpty)
        #expect(log.received.isEmpty)
    }

    @Test("Required to optional on an active constraint is refused and reported")
    func requiredToOptionalRefused() throws {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let rival = a.widthAnchor.constraint(equalToConstant: 200)
        rival.priority = .required - 1
        LayoutConstraint.activate([width, rival])

        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(width.isActive)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)  // still required: beats the 999

        #expect(root.diagnostics.count == 1)
        #expect(log.received.count == 1)
        let diagnostic = try #require(log.received.first)
        guard case .refusedPriorityChange(let c, let to) = diagnostic else {
            Issue.record("expected a refused priority change, got \(diagnostic)")
            return
        }
        #expect(c === width)
        #expect(to == .defaultHigh)
        #expect(diagnostic.constraint === width)
        #expect(
            diagnostic.description.hasPrefix(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
            ))
    }

    @Test("Optional to required on an active constraint is refused and reported")
    func optionalToRequiredRefused() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh
        width.isActive = true
        width.priority = .required
        #expect(width.priority == .defaultHigh)
        #expect(log.received.count == 1)
        if case .refusedPriorityChange(let c, let to) = log.received.first {
            #expect(c === width)
            #expect(to == .required)
        } else {
            Issue.record("expected a refused priority change")
        }
    }

    @Test("Any priority change is allowed while a constraint is inactive")
    func inactiveChanges() {
        let log = DiagnosticLog()
        let root = makeRoot(log: log)
        let a = addView("a", to: root)
        LayoutConstraint.activate(place(a, rect(0, 0, 0, 10)).filter { $0.firstAttribute != .width })
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultLow
        #expect(width.priority == .defaultLow)
        width.priority = .required
        #expect(width.priority == .required)

        // UIKit's recipe: deactivate, change, activate again.
        width.isActive = true
        width.isActive = false
        width.priority = .fittingSizeLevel
        let wide = a.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        LayoutConstraint.activate([width, wide])
        root.layoutIfNeeded()
        #expect(width.priority == .fittingSizeLevel)
        #expect(a.frame.width == 300)
        #expect(log.received.isEmpty)
    }
}
