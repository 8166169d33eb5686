import Foundation
import TestSupport
import Testing

@testable import Layout

/// A tree being built (its root has no size) keeps its constraints out of
/// the solver until it is first laid out, measured or queried: building in
/// parts adds each constraint once, and diagnostics come at the first use.
@Suite("Deferred enforcement")
struct DeferredEnforcementTests {
    @Test("a cell built from containers adds each constraint to a solver about once")
    func cellAddsEachConstraintOnce() throws {
        let cell = FeedItemAutoLayoutView()
        cell.setData(FeedItemData(index: 0))
        let engine = try #require(cell.engineStorage)
        #expect(engine.defersEnforcement)
        #expect(engine.solverAdditionCount == 0)
        cell.sizeAndLayOut(width: 375)
        #expect(!engine.defersEnforcement)
        let active = cell.activeConstraints.count
        #expect(active == 147)
        // The containers' constraints, made while each was a tree of its
        // own, cost nothing until the cell was laid out; the size pins
        // join before the first solve.
        #expect(engine.solverAdditionCount <= active)
        #expect(Double(engine.solverAdditionCount) <= 1.1 * Double(active))
    }

    @Test("measuring a tree being built leaves it deferred, and measures its waiting constraints")
    func measureKeepsDeferral() throws {
        let cell = View(name: "cell")
        let label = TextLabel(name: "label", text: "four")
        cell.addSubview(label)
        LayoutConstraint.activate(pinEdges(label, inset: 8))
        let engine = try #require(cell.engineStorage)
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 28 + 16, height: 20 + 16))
        #expect(engine.defersEnforcement)
        #expect(engine.solverAdditionCount == 0)
        cell.frame = CGRect(origin: .zero, size: size)
        #expect(!engine.defersEnforcement)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 28, height: 20))
    }

    @Test("a conflict in a tree being built is reported at its first use, the later constraint left out")
    func conflictReportedAtFirstUse() throws {
        let root = View(name: "root")
        var seen: [LayoutDiagnostic] = []
        root.onDiagnostic = { seen.append($0) }
        let a = View(name: "a")
        root.addSubview(a)
        let soft = a.widthAnchor.constraint(equalToConstant: 50)
        soft.priority = .defaultHigh
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        // The optional one first: enforcement takes the required ones
        // first, and still leaves out the later of the conflicting pair.
        LayoutConstraint.activate([soft, narrow, wide])
        #expect(seen.isEmpty)
        root.layoutIfNeeded()
        #expect(seen.count == 1)
        #expect(seen.first?.constraint === wide)
        #expect(wide.isBroken && !narrow.isBroken && !soft.isBroken)
        #expect(a.frame.width == 100)
    }

    @Test("a root with a size enforces at once")
    func sizedRootEnforcesAtOnce() throws {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var seen: [LayoutDiagnostic] = []
        root.onDiagnostic = { seen.append($0) }
        let a = View(name: "a")
        root.addSubview(a)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 1), a.widthAnchor.constraint(equalToConstant: 2),
        ])
        #expect(seen.count == 1)
        #expect(try #require(root.engineStorage).defersEnforcement == false)
    }

    @Test("a query of a tree being built ends its deferral")
    func queryEndsDeferral() throws {
        let root = View(name: "root")
        let a = View(name: "a")
        root.addSubview(a)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        #expect(wide.isBroken)
        #expect(root.diagnostics.count == 1)
    }

    @Test("constraints that come and go before the first use keep the waiting list bounded")
    func waitingListBounded() throws {
        let root = View(name: "root")
        let a = View(name: "a")
        root.addSubview(a)
        let kept = a.heightAnchor.constraint(equalToConstant: 10)
        kept.isActive = true
        let engine = try #require(root.engineStorage)
        for k in 0..<10_000 {
            let c = a.widthAnchor.constraint(equalToConstant: CGFloat(k))
            c.isActive = true
            c.isActive = false
        }
        #expect(engine.awaitingEntryCount < 64)
        #expect(engine.solverAdditionCount == 0)
        root.layoutIfNeeded()
        #expect(a.frame.height == 10)
    }

    @Test("a container built on its own joins a tree being built: its constraints wait there, in order, each once")
    func containerJoinsTreeBeingBuilt() throws {
        let container = View(name: "container")
        let a = addView("a", to: container)
        let b = addView("b", to: container)
        let made =
            place(a, CGRect(x: 4, y: 6, width: 50, height: 20)) + place(b, CGRect(x: 60, y: 6, width: 30, height: 20))
        LayoutConstraint.activate(made)
        // Deactivated before the join: it must not come along.
        let gone = a.widthAnchor.constraint(equalToConstant: 99)
        gone.isActive = true
        gone.isActive = false
        let root = View(name: "root")
        let rootConstraint = root.heightAnchor.constraint(equalToConstant: 40)
        rootConstraint.isActive = true
        root.addSubview(container)
        let pins = place(container, CGRect(x: 10, y: 0, width: 100, height: 40))
        LayoutConstraint.activate(pins)
        let engine = try #require(root.engineStorage)
        #expect(engine.defersEnforcement)
        #expect(container.engineStorage == nil)
        let expected = [rootConstraint] + made + pins
        let active = engine.constraints.filter { !$0.isInternal }
        #expect(active.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(active.allSatisfy { $0.engine === engine && $0.isAwaitingEnforcement })
        #expect(!gone.isActive && !gone.isAwaitingEnforcement)
        #expect(engine.awaitingEntryCount == expected.count)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        root.layoutIfNeeded()
        #expect(engine.solverAdditionCount == engine.constraints.count)
        #expect(container.frame == CGRect(x: 10, y: 0, width: 100, height: 40))
        #expect(a.frame == CGRect(x: 4, y: 6, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 6, width: 30, height: 20))
    }

    @Test("a container built on its own joins a laid-out tree with one addition a constraint")
    func containerJoinsLiveTree() throws {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 375, height: 800)
        screen.layoutIfNeeded()
        let screenEngine = try #require(screen.engineStorage)
        let before = screenEngine.solverAdditionCount
        let bar = TopBarView()
        bar.actionLabel.text = "action"
        #expect(try #require(bar.engineStorage).solverAdditionCount == 0)
        screen.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: screen.topAnchor),
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        screen.layoutIfNeeded()
        let barConstraints = screen.activeConstraints.count - 8
        #expect(screenEngine.solverAdditionCount - before == barConstraints)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(bar.optionsLabel.frame == CGRect(x: 375 - 21, y: 0, width: 21, height: 20))
    }
}

/// A view's margins guide follows the view into another tree: its
/// constraints refer to the tree's own safe area, and only while that has
/// insets.
@Suite("Margins across moves")
struct MarginsAcrossMovesTests {
    @Test("a view moving to another tree holds its margins against the new tree's safe area only")
    func movingReplacesTheSafeAreaConstraints() throws {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let home = View(name: "home")
        home.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        home.safeAreaInsets = EdgeInsets(top: 20)
        let card = View(name: "card")
        home.addSubview(card)
        let guide = card.layoutMarginsGuide
        let before = card.activeConstraints.filter { $0.firstItem === guide }
        // Per edge: an inequality and a pull to the card's own edge, and an
        // inequality to the safe area's.
        #expect(before.count == 12)
        #expect(before.filter { $0.secondItem === home.safeAreaLayoutGuide }.count == 4)
        screen.addSubview(card)
        let after = card.activeConstraints.filter { $0.firstItem === guide }
        #expect(after.count == 12)
        #expect(after.filter { $0.secondItem === screen.safeAreaLayoutGuide }.count == 4)
        #expect(!home.activeConstraints.contains { $0.firstItem === guide })
        #expect(!after.contains { $0.secondItem === home.safeAreaLayoutGuide })
    }

    @Test("without safe-area insets the margins are four equalities; gaining insets pushes them, losing them lets go")
    func marginsFollowWhetherTheSafeAreaHasInsets() throws {
        let screen = View(name: "screen")
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        // A card reaching above the screen's top edge, as in a scrolled list.
        let card = View(name: "card")
        screen.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: -30),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 320), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let guide = card.layoutMarginsGuide
        func guideConstraints() -> [LayoutConstraint] { card.activeConstraints.filter { $0.firstItem === guide } }
        screen.layoutIfNeeded()
        // UIKit's safe area without insets intrudes into no view: plain margins.
        #expect(guideConstraints().count == 4)
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 84))

        screen.safeAreaInsets = EdgeInsets(top: 20)
        screen.layoutIfNeeded()
        #expect(guideConstraints().count == 12)
        // The safe area's edge, 50 points into the card, plus the margin.
        #expect(guide.layoutFrame == CGRect(x: 8, y: 58, width: 304, height: 34))

        screen.safeAreaInsets = .zero
        screen.layoutIfNeeded()
        #expect(guideConstraints().count == 4)
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 84))
        #expect(screen.diagnostics.isEmpty)
    }
}
