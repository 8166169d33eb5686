import Foundation
import Testing

@testable import Layout

/// Trees being built (cells) that start their solver from a template of a
/// tree of the same kind built before: the same frames and the same
/// conflicts as adding their constraints one by one.
@Suite("Solver templates of trees being built")
struct SolverTemplateCacheTests {
    /// A card: a 40-point icon, a title beside it and a body under the
    /// title, inset by 8, as a list makes many of.
    final class Card {
        /// How the body's leading edge is held: beside the title, or the
        /// same place measured from the icon (the same shape of system,
        /// wired to other views).
        enum Wiring {
            case title, icon
        }

        let cell = View(name: "card")
        let icon = View(name: "icon")
        let title = View(name: "title")
        let body = View(name: "body")
        let constraints: [LayoutConstraint]
        let diagnostics = DiagnosticLog()

        init(
            title titleSize: CGSize, body bodySize: CGSize, minimumTitleWidth: CGFloat = 10,
            minimumTitleWidthPriority: LayoutPriority = .required, wiring: Wiring = .title
        ) {
            for view in [icon, title, body] { cell.addSubview(view) }
            title.intrinsicContentSize = titleSize
            body.intrinsicContentSize = bodySize
            cell.onDiagnostic = { [diagnostics] in diagnostics.received.append($0) }
            constraints = [
                icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                icon.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
                title.widthAnchor.constraint(greaterThanOrEqualToConstant: minimumTitleWidth),
                wiring == .title
                    ? body.leadingAnchor.constraint(equalTo: title.leadingAnchor)
                    : body.leadingAnchor.constraint(equalTo: icon.leadingAnchor, constant: 48),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 8),
            ]
            constraints[7].priority = minimumTitleWidthPriority
            LayoutConstraint.activate(constraints)
        }

        /// Gives the card its frame (its first use) with `cache` as its
        /// engine's templates, lays it out, and returns its subviews' frames.
        func layOut(with cache: SolverTemplateCache) -> [CGRect] {
            cell.engine.solverTemplates = cache
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
            cell.layoutIfNeeded()
            return [icon.frame, title.frame, body.frame]
        }

        /// The positions, in ``constraints``, of the constraints left out.
        var brokenPositions: [Int] {
            cell.engine.broken.compactMap { c in constraints.firstIndex { $0 === c } }
        }
    }

    /// A cache that keeps no template: every tree adds its constraints.
    static func noTemplates() -> SolverTemplateCache { SolverTemplateCache(capacity: 0) }

    static let data: [(title: CGSize, body: CGSize)] = [
        (CGSize(width: 120, height: 20), CGSize(width: 200, height: 34)),
        (CGSize(width: 400, height: 20), CGSize(width: 90, height: 17)),
        (CGSize(width: 64, height: 40), CGSize(width: 310, height: 51)),
        (CGSize(width: 250, height: 17), CGSize(width: 12, height: 12)),
    ]

    @Test func theThirdTreeOfAKindStartsFromATemplateAndLaysOutAsAddingDoes() {
        let cache = SolverTemplateCache()
        for (index, data) in Self.data.enumerated() {
            let card = Card(title: data.title, body: data.body)
            let frames = card.layOut(with: cache)
            let reference = Card(title: data.title, body: data.body).layOut(with: Self.noTemplates())
            #expect(frames == reference, "card \(index)")
            #expect(cache.loads == max(0, index - 1), "card \(index)")
            #expect(card.cell.engine.solverAdditionCount == card.cell.engine.solver.constraints.count)
        }
    }

    @Test func aConstantThatConflictsInTheTemplateIsLeftOutAsAddingLeavesItOut() {
        let cache = SolverTemplateCache()
        for data in Self.data.prefix(2) { _ = Card(title: data.title, body: data.body).layOut(with: cache) }
        // 400 points of title do not fit beside the icon in 375.
        let card = Card(title: Self.data[0].title, body: Self.data[0].body, minimumTitleWidth: 400)
        let frames = card.layOut(with: cache)
        let reference = Card(title: Self.data[0].title, body: Self.data[0].body, minimumTitleWidth: 400)
        let referenceFrames = reference.layOut(with: Self.noTemplates())
        #expect(cache.loads == 0)
        #expect(frames == referenceFrames)
        #expect(card.brokenPositions == [7])
        #expect(card.brokenPositions == reference.brokenPositions)
        #expect(card.diagnostics.received.map(\.kindIndex) == reference.diagnostics.received.map(\.kindIndex))
        #expect(card.diagnostics.received.count == 1)
    }

    @Test func aTreeOfTheSameShapeWiredToOtherViewsAddsItsConstraints() {
        let cache = SolverTemplateCache()
        for data in Self.data.prefix(2) { _ = Card(title: data.title, body: data.body).layOut(with: cache) }
        let data = Self.data[2]
        let crossed = Card(title: data.title, body: data.body, wiring: .icon)
        let frames = crossed.layOut(with: cache)
        #expect(cache.loads == 0)
        #expect(frames == Card(title: data.title, body: data.body, wiring: .icon).layOut(with: Self.noTemplates()))
        // The template stays for the trees it fits.
        let card = Card(title: data.title, body: data.body)
        #expect(card.layOut(with: cache) == frames)
        #expect(cache.loads == 1)
    }

    @Test func treesOfAKindBuiltOnSeveralThreadsAtOnceStartFromOneTemplate() {
        let cache = SolverTemplateCache()
        for data in Self.data.prefix(2) { _ = Card(title: data.title, body: data.body).layOut(with: cache) }
        let references = Self.data.map { Card(title: $0.title, body: $0.body).layOut(with: Self.noTemplates()) }
        let lock = NSLock()
        // Written under `lock` only.
        nonisolated(unsafe) var frames = [[CGRect]](repeating: [], count: 32)
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let data = Self.data[index % Self.data.count]
            let laidOut = Card(title: data.title, body: data.body).layOut(with: cache)
            lock.lock()
            frames[index] = laidOut
            lock.unlock()
        }
        for (index, laidOut) in frames.enumerated() {
            #expect(laidOut == references[index % references.count], "card \(index)")
        }
        #expect(cache.loads == 32)
    }

    @Test func theCacheKeepsAtMostItsCapacityOfShapes() {
        let cache = SolverTemplateCache(capacity: 2)
        // Three kinds of card (the minimum title width's constraint as a
        // required or an optional one changes the shape), twice each.
        for _ in 0..<2 {
            for priority in [LayoutPriority.required, .defaultHigh, .defaultLow] {
                let card = Card(
                    title: Self.data[0].title, body: Self.data[0].body, minimumTitleWidthPriority: priority)
                _ = card.layOut(with: cache)
            }
        }
        // Each kind was pushed out before it came back: no template kept.
        #expect(cache.shapeCount <= 2)
        #expect(cache.loads == 0)
    }
}
