import Cassowary
import Foundation
import UncheckedAccess

/// A rectangle in a tree of views, placed by constraints (UIKit's `UIView`
/// without the drawing).
///
/// A view without a superview is a root: it keeps the ``frame`` it is given
/// and holds the solver of its tree. Every other view is placed by
/// constraints, or by the frame its code sets (see
/// ``translatesAutoresizingMaskIntoConstraints``):
/// ``layoutIfNeeded()`` solves them and writes each frame, in its superview's
/// coordinates, rounded to the pixel grid of the root's ``contentScaleFactor``.
///
/// Views are not thread-safe: use a tree from one thread at a time.
open class View: LayoutItem {
    /// The view's name, shown in descriptions and dumps.
    public let name: String
    let geometry: ItemGeometry

    /// The superview, or nil for a root.
    ///
    /// Held without a reference count: a superview clears its subviews'
    /// before it goes away. A weak reference would move every retain and
    /// release of the view to the runtime's slow path.
    public private(set) var superview: View? {
        get { unsafe parent?.takeUnretainedValue() }
        set { unsafe parent = unsafe newValue.map { unsafe Unmanaged.passUnretained($0) } }
    }
    /// The fields that the hot paths read and write, without run-time
    /// exclusivity checks, under the invariant `UncheckedAccessStorage`
    /// states (no access to a field overlaps another that writes it). Kept
    /// in the object, not in that storage, because views and constraints
    /// are made by the thousand: the storage's allocation cost each about
    /// 400 instructions to make and free (`stack.views.build` 12% more).
    @exclusivity(unchecked) final var viewFields = View.UncheckedFields()

    /// The observers once one registered (see ``observers``).
    var observerList: ObserverList? {
        get { unsafe viewFields.observerList }
        _modify { yield unsafe &viewFields.observerList }
    }
    /// The superview as stored (see ``superview``), read without a
    /// reference count: the layout pass reads it for every view it writes.
    var parent: Unmanaged<View>? {
        get { unsafe viewFields.parent }
        _modify { yield unsafe &viewFields.parent }
    }
    /// The subviews, back to front.
    public private(set) var subviews: [View] {
        get { unsafe viewFields.subviews }
        _modify { yield unsafe &viewFields.subviews }
    }
    /// The engine of a root (made on first use).
    var engineStorage: LayoutEngine? {
        get { unsafe viewFields.engineStorage }
        _modify { yield unsafe &viewFields.engineStorage }
    }
    /// The safe-area guide of this view as a root.
    lazy var rootSafeAreaGuide: LayoutGuide = {
        let guide = LayoutGuide(identifier: "\(name).safeArea")
        guide.view = self
        return guide
    }()
    /// The layout guides added to the view.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The registered observers, made on the first registration: most
    /// views are never observed, and a change of theirs tells nobody.
    @usableFromInline var observers: ObserverList {
        if let list = observerList { return list }
        let list = ObserverList()
        observerList = list
        return list
    }

    /// Tells the observers, if any, that an observable property changed.
    func notifyObservers() {
        if let list = observerList { list.didChange(self) }
    }
    /// The layout margins and their guides, once used (see `margins`).
    var marginStorage: LayoutMargins?
    /// The active constraints filed under the view: those whose items' lowest
    /// common ancestor it is (see `SubtreeConstraintIndex`).
    var filedConstraints: [LayoutConstraint] {
        get { unsafe viewFields.filedConstraints }
        _modify { yield unsafe &viewFields.filedConstraints }
    }
    /// The active constraints of the view's width or height against a
    /// constant, which a container may suspend (see
    /// `LayoutConstraint.wantsSuspension`), in no particular order.
    var ownSizeConstraints: [LayoutConstraint] {
        get { unsafe viewFields.ownSizeConstraints }
        _modify { yield unsafe &viewFields.ownSizeConstraints }
    }

    /// Creates a view.
    ///
    /// - Parameter name: a name for descriptions and dumps; make it unique
    ///   within a tree to tell views apart.
    public init(name: String) {
        self.name = name
        geometry = ItemGeometry(name: name)
        treeStamp = ObjectIdentifier(self)
        geometry.setOwner(self)
        unsafe geometry.item = self
        geometry.view = self
    }

    deinit {
        unsafe geometry.item = nil
        geometry.view = nil
        geometry.setOwner(nil)
        for view in subviews { unsafe view.parent = nil }
    }

    /// Creates a view with an empty name (UIKit's `UIView()`); give it a
    /// name with ``init(name:)`` to tell it apart in descriptions.
    public convenience init() {
        self.init(name: "")
    }

    /// Creates a view with an empty name and a frame (UIKit's
    /// `UIView(frame:)`). This counts as setting the frame: added to a
    /// superview, the view is held at it while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true.
    public convenience init(frame: CGRect) {
        self.init(name: "")
        frameStorage = frame
        frameWasSetByCode()
    }

    var owningView: View? { self }
    var layoutName: String { name }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. A root keeps the
    /// frame it is given (its size bounds its tree's layout); for other views
    /// the layout pass overwrites it.
    public var frame: CGRect {
        @inlinable get { frameStorage }
        set {
            let oldValue = frameStorage
            frameStorage = newValue
            if !isWritingFrame {
                frameWasSetByCode()
                // The next pass puts back what the constraints say.
                if superview != nil { rootView.engineStorage?.layOutView(self) }
            }
            frameDidChange(from: oldValue)
        }
    }

    /// The storage of ``frame``, read in place by code that reads frames
    /// (without a call or an exclusivity check: views are used from one
    /// thread, and nothing holds an access to it across a call).
    @usableFromInline var frameStorage: CGRect {
        get { unsafe viewFields.frameStorage }
        _modify { yield unsafe &viewFields.frameStorage }
    }

    /// What follows every change of ``frame``, by the code or the layout
    /// pass: a root pins its tree to its new size, and the observers hear it.
    func frameDidChange(from oldValue: CGRect) {
        guard !frameStorage.isSame(as: oldValue) else { return }
        if let engine = engineStorage, superview == nil { engine.updatePins() }
        notifyObservers()
    }

    /// The view's own coordinate space: origin (0, 0), or the content offset
    /// of a scroll view; the size of ``frame``.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }

    /// Whether the kit is writing ``frame`` (a layout pass), not the code.
    var isWritingFrame: Bool {
        get { unsafe viewFields.isWritingFrame }
        _modify { yield unsafe &viewFields.isWritingFrame }
    }
    /// The constraints holding a frame the code set, while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true (see `autoresizing`).
    var autoresizingStorage: AutoresizingConstraints? {
        get { unsafe viewFields.autoresizingStorage }
        _modify { yield unsafe &viewFields.autoresizingStorage }
    }
    /// How many active constraints refer to the view (a side on it or on
    /// one of its guides), not counting its own autoresizing constraints: a
    /// view nothing refers to can be placed by frame (see `autoresizing`).
    var referenceCount: Int {
        get { unsafe viewFields.referenceCount }
        _modify { yield unsafe &viewFields.referenceCount }
    }
    /// While ``isArrangedOutsideSolver``: how many of ``referenceCount``'s
    /// constraints are neither the view's intrinsic-size constraints nor a
    /// stack view's arrangement of it (a stack view lays out in closed form
    /// only views with none); 0 otherwise. Kept only for those views, so
    /// that counting a reference costs the others one flag.
    var foreignReferenceCount: Int {
        get { unsafe viewFields.foreignReferenceCount }
        _modify { yield unsafe &viewFields.foreignReferenceCount }
    }
    /// Whether the view is arranged by a stack view that lays out its
    /// arrangement in closed form, or has not decided yet (see
    /// `StackView.arrangementSolving`). Set before the stack makes any
    /// constraint for the view: its references then are its own intrinsic
    /// ones and foreign ones.
    var isArrangedOutsideSolver: Bool {
        get { unsafe viewFields.isArrangedOutsideSolver }
        set {
            guard unsafe newValue != viewFields.isArrangedOutsideSolver else { return }
            unsafe viewFields.isArrangedOutsideSolver = newValue
            var foreign = 0
            if newValue && referenceCount > 0 {
                foreign = referenceCount
                for c in ownSizeConstraints where c.intrinsicRole != nil && c.isCountedAsReference { foreign -= 1 }
            }
            unsafe viewFields.foreignReferenceCount = foreign
        }
    }
    /// Whether the view lays out some of its subviews itself, outside the
    /// solver, when the layout pass takes it up (see
    /// ``placeSubviewsOutsideSolver(_:)``).
    var placesSubviewsOutsideSolver: Bool {
        get { unsafe viewFields.placesSubviewsOutsideSolver }
        _modify { yield unsafe &viewFields.placesSubviewsOutsideSolver }
    }
    /// How many subviews are placed by frame (see ``isPlacedByFrame``).
    var framePlacedSubviewCount: Int {
        get { unsafe viewFields.framePlacedSubviewCount }
        _modify { yield unsafe &viewFields.framePlacedSubviewCount }
    }

    /// Whether a ``frame`` the code sets holds the view there once it has a
    /// superview (default true, as UIKit). While no active constraint
    /// refers to the view, it is placed by that frame at no solver cost;
    /// once one does, four required constraints hold the frame, reported
    /// as UIKit's `NSAutoresizingMaskLayoutConstraint`. A view whose frame
    /// the code never set gets none, so a layout of constraints alone works
    /// whatever the flag; set it to false to place a view by constraints
    /// after setting its frame.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { updateAutoresizingConstraints() }
        }
    }

    /// The origin of ``bounds``.
    var boundsOrigin: CGPoint { .zero }

    /// The view's top-left corner in its root's layout coordinates, as of the last layout.
    var layoutOrigin: CGPoint {
        get { unsafe viewFields.layoutOrigin }
        _modify { yield unsafe &viewFields.layoutOrigin }
    }
    /// The serial number of the last layout round that found the view moved (see `MovedViews`).
    var movedMark: Int {
        get { unsafe viewFields.movedMark }
        _modify { yield unsafe &viewFields.movedMark }
    }
    /// The serial number of the last layout round that took the view up for
    /// a new frame (see `LayoutEngine.layout()`).
    var dirtyMark: Int {
        get { unsafe viewFields.dirtyMark }
        _modify { yield unsafe &viewFields.dirtyMark }
    }
    /// The serial number of the last layout pass that called ``layoutSubviews()``.
    var laidOutMark: Int {
        get { unsafe viewFields.laidOutMark }
        _modify { yield unsafe &viewFields.laidOutMark }
    }
    /// The number of the view's ancestors (0 for a root).
    var depth: Int {
        get { unsafe viewFields.depth }
        _modify { yield unsafe &viewFields.depth }
    }
    /// The identity of the view's root: a layout pass writes only the frames
    /// of views whose stamp is its root's.
    var treeStamp: ObjectIdentifier {
        get { unsafe viewFields.treeStamp }
        _modify { yield unsafe &viewFields.treeStamp }
    }

    /// Brings the view's subtree into the tree of `root`, with the view at
    /// `depth`: the tree stamps and depths follow, and the layout marks are
    /// cleared, as the new tree's engine counts its passes from its own start.
    /// Returns the number of views of the subtree.
    @discardableResult
    func joinTree(root: View, depth: Int) -> Int {
        movedMark = 0
        dirtyMark = 0
        laidOutMark = 0
        self.depth = depth
        treeStamp = ObjectIdentifier(root)
        if depth == 0 { layoutOrigin = .zero }
        var count = 1
        for view in subviews { count += view.joinTree(root: root, depth: depth + 1) }
        return count
    }

    /// Whether the view is hidden. Hidden views keep their constraints; a
    /// container may give its hidden subviews no room (a stack view does).
    public var isHidden: Bool {
        get { unsafe viewFields.isHidden }
        set {
            let oldValue = unsafe viewFields.isHidden
            unsafe viewFields.isHidden = newValue
            if isHidden != oldValue { superview?.subviewVisibilityDidChange(self) }
        }
    }

    /// The direction this view sets for its tree as a root (see
    /// ``userInterfaceLayoutDirection``). Declared beside ``isHidden``, as is
    /// the next one: a byte each in the padding before the next word.
    var storedLayoutDirection = UserInterfaceLayoutDirection.leftToRight {
        didSet {
            if storedLayoutDirection != oldValue, unsafe parent == nil, let engine = engineStorage {
                engine.layoutDirection = storedLayoutDirection
                engine.updateResolvingDirection()
                engine.directionDidChange(in: self, wholeSubtree: true)
            }
        }
    }

    /// The storage of ``semanticContentAttribute``.
    var storedSemanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard storedSemanticContentAttribute != oldValue else { return }
            // A tree with a right-to-left view needs an engine that knows
            // (one being built gets it now: its constraints wait anyway).
            if storedSemanticContentAttribute == .forceRightToLeft { engine.hasForcedRightToLeft = true }
            if let engine = rootView.engineStorage { engine.directionDidChange(in: self, wholeSubtree: false) }
        }
    }

    /// The scale of the pixel grid frames are rounded to (default 3); the
    /// root's value applies to its whole tree.
    public var contentScaleFactor: CGFloat {
        get { unsafe viewFields.contentScaleFactor }
        set {
            unsafe viewFields.contentScaleFactor = newValue
            if let engine = rootView.engineStorage { engine.layOutSubtree(of: engine.root) }
        }
    }

    // MARK: Hierarchy

    /// The root of the view's tree (the view itself when it has no superview).
    public var rootView: View {
        // Through `parent`: no retain and release of each superview.
        unsafe View.root(of: Unmanaged.passUnretained(self)).takeUnretainedValue()
    }

    /// The root's ``contentScaleFactor`` and ``safeAreaInsets``, for the
    /// kit's code that runs while the tree is held (in a layout pass): the
    /// root is found through ``parent``, without reference counts.
    package var rootScaleAndSafeArea: (scale: CGFloat, safeAreaInsets: EdgeInsets) {
        unsafe View.root(of: Unmanaged.passUnretained(self)).withGuaranteedInstance {
            ($0.contentScaleFactor, $0.storedSafeAreaInsets)
        }
    }

    /// The root of `view`'s tree, found through ``parent`` without a
    /// reference count.
    static func root(of view: Unmanaged<View>) -> Unmanaged<View> {
        var view = unsafe view
        while let parent = unsafe view.withGuaranteedInstance({ unsafe $0.parent }) { unsafe view = unsafe parent }
        return unsafe view
    }

    /// Whether `view` is the superview, read through ``parent`` (without a
    /// retain and a release of the superview).
    package final func isSubview(of view: View) -> Bool {
        unsafe parent?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether `ancestor` is this view or one of its ancestors.
    public func isDescendant(of ancestor: View) -> Bool {
        var view = unsafe Unmanaged.passUnretained(self)
        let target = unsafe Unmanaged.passUnretained(ancestor).toOpaque()
        while unsafe view.toOpaque() != target {
            guard let parent = unsafe view.withGuaranteedInstance({ unsafe $0.parent }) else { return false }
            unsafe view = unsafe parent
        }
        return true
    }

    /// Adds a subview on top of the others, moving it from its old superview;
    /// the constraints of its tree come along.
    ///
    /// - Important: Traps, in release builds too, with a message naming both
    ///   views, if `view` is this view or one of its superviews: the tree
    ///   would contain itself (a cycle of superviews). UIKit raises an
    ///   exception; nothing can recover a tree that contains itself.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index of ``subviews``.
    ///
    /// - Important: Traps like ``addSubview(_:)`` if `view` is this view or
    ///   one of its superviews.
    open func insertSubview(_ view: View, at index: Int) {
        if view === self {
            fatalError("View.addSubview: '\(name)' cannot be added inside itself")
        }
        if isDescendant(of: view) {
            fatalError(
                "View.addSubview: '\(view.name)' cannot be added inside '\(name)', which is inside it: "
                    + "that would make a cycle of superviews")
        }
        if view.isSubview(of: self) {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        if unsafe view.parent != nil { view.removeFromSuperview() }
        let absorbed = view.engineStorage
        view.engineStorage = nil
        view.superview = self
        subviews.insert(view, at: min(index, subviews.count))
        let root = rootView
        view.joinTree(root: root, depth: depth + 1)
        // Two trees without an engine make one tree without an engine: the
        // work the view's subtree waits for waits on, for the tree's engine.
        if absorbed != nil || root.engineStorage != nil {
            let hadEngine = root.engineStorage != nil
            let engine = self.engine
            if let absorbed { engine.absorb(absorbed) }
            engine.layOutSubtree(of: view)
            if hadEngine { view.performWorkAwaitingEngine() }
        }
        view.didMoveInTree()
        didAddSubview(view)
    }

    /// Removes the view from its superview. Constraints inside its subtree go
    /// with it; constraints between its subtree and the rest are deactivated.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let old = rootView.engineStorage
        let keptFrame = frame
        parent.willRemoveSubview(self)
        func detach() {
            setPlacedByFrame(false)
            parent.subviews.removeAll { $0 === self }
            superview = nil
            joinTree(root: self, depth: 0)
            writeFrame(keptFrame)
        }
        if let old {
            old.split(self) {
                detach()
                return self.engine
            }
        } else {
            detach()
        }
        didMoveInTree()
    }

    /// Called after a subview was added (UIKit's hook for containers); does
    /// nothing by default. The subview's constraints are in the tree already.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed, while it is still in the tree
    /// (UIKit's hook for containers: a stack view forgets it as arranged);
    /// does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Called when a subview's ``isHidden`` changed, for a container that
    /// gives hidden subviews no room; does nothing by default.
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Called when a subview's intrinsic size or its priorities changed, for
    /// a container that sizes subviews by them; does nothing by default.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// Whether this view, as a container, suspends a subview's own size on
    /// an axis (see ``isSizeSuspended(on:)``); never, by default. A container
    /// that changes its answer calls ``subviewSuspensionDidChange(_:)``.
    func suspendsSize(ofSubview subview: View, on axis: LayoutConstraint.Axis) -> Bool { false }

    /// Whether this view, as a container, lays out a subview itself on an
    /// axis, holding the subview's own size constraints there out of the
    /// solver (see ``isSizeHeldOutOfSolver(on:)``); never, by default.
    func holdsSizeOutOfSolver(ofSubview subview: View, on axis: LayoutConstraint.Axis) -> Bool { false }

    /// Whether this view, as a stack view, holds the constraints that
    /// arrange its subviews out of the solver; never, by default.
    var holdsArrangementOutOfSolver: Bool { false }

    /// A constraint that a container laying the view out itself cannot
    /// account for now refers to the view (see ``foreignReferenceCount``).
    func foreignConstraintDidArrive(for subview: View) {}

    /// Gives the subviews this view lays out itself (see
    /// ``placesSubviewsOutsideSolver``) their rectangles in root coordinates
    /// from the view's solved one, calling `changed` with each whose
    /// rectangle changed; nothing by default.
    func placeSubviewsOutsideSolver(_ changed: (Unmanaged<View>) -> Void) {}

    /// Brings a subview's intrinsic-size and own size constraints in line
    /// with a new answer of ``suspendsSize(ofSubview:on:)``.
    func subviewSuspensionDidChange(_ subview: View) {
        subview.invalidateIntrinsicContentSize()
        rootView.engineStorage?.suspendedAxesDidChange(subview)
    }

    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.view = self
        layoutGuides.append(guide)
    }

    /// The engine of the view's tree.
    var engine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        // A new root (it may have been a subview of a tree that is gone) stamps its subtree.
        let viewCount = root.joinTree(root: root, depth: 0)
        let engine = LayoutEngine(root: root, viewCount: viewCount)
        root.engineStorage = engine
        root.performWorkAwaitingEngine()
        return engine
    }

    /// Whether the view's intrinsic-size constraints wait for its tree's
    /// engine (see ``invalidateIntrinsicContentSize()``).
    var intrinsicConstraintsAwaitEngine: Bool {
        get { unsafe viewFields.intrinsicConstraintsAwaitEngine }
        _modify { yield unsafe &viewFields.intrinsicConstraintsAwaitEngine }
    }
    /// Whether the view's ``updateConstraints()`` waits for its tree's
    /// engine (see ``setNeedsUpdateConstraints()``).
    var constraintUpdateAwaitsEngine: Bool {
        get { unsafe viewFields.constraintUpdateAwaitsEngine }
        _modify { yield unsafe &viewFields.constraintUpdateAwaitsEngine }
    }

    /// Whether a view of the subtree waits for its tree's engine.
    var awaitsEngine: Bool {
        intrinsicConstraintsAwaitEngine || constraintUpdateAwaitsEngine || subviews.contains { $0.awaitsEngine }
    }

    /// Does what the views of the subtree put off until their tree had an
    /// engine, parents first: makes their intrinsic-size constraints and
    /// schedules their constraint updates. A tree without an engine (views
    /// being built, before they join a tree with constraints) has no
    /// active constraint, so nothing else waits.
    func performWorkAwaitingEngine() {
        if intrinsicConstraintsAwaitEngine {
            intrinsicConstraintsAwaitEngine = false
            updateIntrinsicConstraints()
        }
        if constraintUpdateAwaitsEngine {
            constraintUpdateAwaitsEngine = false
            setNeedsUpdateConstraints()
        }
        for view in subviews { view.performWorkAwaitingEngine() }
    }

    // MARK: Safe area

    /// The insets of the safe area. Settable on a root; every view of the tree
    /// reads its root's.
    public var safeAreaInsets: EdgeInsets {
        get { rootView.storedSafeAreaInsets }
        set { rootView.storedSafeAreaInsets = newValue }
    }

    var storedSafeAreaInsets: EdgeInsets {
        get { unsafe viewFields.storedSafeAreaInsets }
        set {
            let oldValue = unsafe viewFields.storedSafeAreaInsets
            unsafe viewFields.storedSafeAreaInsets = newValue
            guard newValue != oldValue else { return }
            engineStorage?.updatePins()
            // Margins are held inside the safe area only while it has insets.
            if (newValue == .zero) != (oldValue == .zero), superview == nil {
                func visit(_ view: View) {
                    view.marginsDidMove()
                    view.subviews.forEach(visit)
                }
                visit(self)
            }
        }
    }

    /// The safe area as a guide. In this version every view of a tree shares
    /// its root's guide (UIKit intersects the safe area with each view).
    public var safeAreaLayoutGuide: LayoutGuide { rootView.rootSafeAreaGuide }

    // MARK: Layout

    /// Marks the tree as needing a layout pass.
    public func setNeedsLayout() {
        engine.needsLayout = true
    }

    /// Lays out the view's tree now if anything changed since the last pass:
    /// solves the constraints and writes every frame, then calls
    /// ``layoutSubviews()`` on the views that moved and the root's
    /// ``didLayout``. Inside a running pass (from an observer or a
    /// ``layoutSubviews()``) it does nothing: the running pass lays out what
    /// changed before it ends.
    public func layoutIfNeeded() {
        // A root with an engine (the usual caller) finds it without a walk.
        if unsafe parent == nil, let engine = engineStorage {
            if engine.needsLayout && !engine.isLayingOut { engine.layout() }
            return
        }
        let engine = self.engine
        if engine.needsLayout && !engine.isLayingOut { engine.layout() }
    }

    /// Called once in each layout pass in which the view's frame, or the
    /// frame of one of its direct subviews, changed: after every frame of
    /// the pass is written, parents before children (UIKit's hook). Does
    /// nothing by default; override it to react to the new geometry.
    ///
    /// Constraint changes made here are laid out in the same pass; a view
    /// they move gets its own call in this pass unless it had it already.
    open func layoutSubviews() {}

    /// Run on a root once at the end of each layout pass that changed a
    /// frame, with the root; a pass that changes nothing does not run it.
    /// Set it on the root (on another view it is never run).
    public var didLayout: ((View) -> Void)?

    /// Asks for ``updateConstraints()`` before the tree's next layout pass
    /// or query of its constraints.
    ///
    /// In a tree without an engine (a view being built, before it joins a
    /// tree with constraints) the request waits until the tree gets one:
    /// its first constraint, layout pass or query.
    public func setNeedsUpdateConstraints() {
        if let engine = rootView.engineStorage {
            engine.scheduleConstraintUpdate(for: self)
        } else {
            constraintUpdateAwaitsEngine = true
        }
    }

    /// Called before the next layout pass (or query of constraints) after
    /// ``setNeedsUpdateConstraints()``: a container makes or updates its
    /// constraints here, once, however many of its settings changed
    /// (UIKit's hook; a stack view builds its constraints here). Does
    /// nothing by default.
    open func updateConstraints() {}

    /// Extra facts a subclass shows in ``shortDescription``, such as a
    /// scroll view's content offset.
    open var descriptionDetails: [String] { [] }

    // MARK: Diagnostics

    /// The diagnostics of the view's tree still in force: constraints left
    /// out for conflicts, refused priority changes, constraints between trees.
    ///
    /// Each is kept once: reporting the same diagnostic about the same
    /// constraint again (activating the same bad constraint in a loop) keeps
    /// the one in force and does not call ``onDiagnostic`` again; a changed
    /// one replaces it. At most 1,000 are kept: beyond that the oldest is
    /// dropped and counted in ``droppedDiagnosticCount``.
    public var diagnostics: [LayoutDiagnostic] { builtEngine.diagnostics.all }

    /// The engine of the view's tree, with pending constraint updates made.
    var builtEngine: LayoutEngine {
        let engine = self.engine
        engine.updatePendingConstraints()
        return engine
    }

    /// Called with every new diagnostic of the view's tree; by default writes
    /// UIKit's wording to standard error. Set it on the root.
    public var onDiagnostic: ((LayoutDiagnostic) -> Void)? {
        get { engine.onDiagnostic }
        set { engine.onDiagnostic = newValue ?? { StandardError.write("\($0)\n") } }
    }

    /// Whether the view's frame could change without changing how well the
    /// constraints are met: its constraints leave it ambiguous.
    public var hasAmbiguousLayout: Bool {
        let engine = builtEngine
        if isPlacedByFrame || (isArrangedOutsideSolver && superview?.placesSubviewsOutsideSolver == true) {
            return false
        }
        let g = geometry
        return [g.minX, g.minY, g.width, g.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// The active constraints of the view's tree that involve this view, in activation order.
    public var constraintsAffectingLayout: [LayoutConstraint] {
        builtEngine.constraints.filter { c in !c.isArrangementStandIn && c.views.contains { $0 === self } }
    }

    /// Every active constraint of the view's tree, in activation order.
    public var activeConstraints: [LayoutConstraint] { builtEngine.constraints.filter { !$0.isArrangementStandIn } }

    // MARK: Intrinsic size

    /// "No intrinsic size on this axis": −1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content wants, per axis ``noIntrinsicMetric`` for
    /// none. Each axis with a size becomes two constraints:
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at
    /// the compression-resistance priority.
    public var intrinsicContentSize: CGSize {
        get { unsafe viewFields.intrinsicContentSize }
        set {
            let oldValue = unsafe viewFields.intrinsicContentSize
            unsafe viewFields.intrinsicContentSize = newValue
            if intrinsicContentSize != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    var hugging: [LayoutConstraint.Axis: LayoutPriority] {
        get { unsafe viewFields.hugging }
        _modify { yield unsafe &viewFields.hugging }
    }
    var compressionResistance: [LayoutConstraint.Axis: LayoutPriority] {
        get { unsafe viewFields.compressionResistance }
        _modify { yield unsafe &viewFields.compressionResistance }
    }
    /// The intrinsic-size constraints of the horizontal axis: hugging, then
    /// compression resistance (two fields, not a dictionary by axis: a
    /// dictionary costs an allocation of about 200 bytes per view), and
    /// whether the kit took them out of layout (`parked`). Parked constraints
    /// are kept to come back: a stack's hidden view shown again reuses them.
    var intrinsicWidthConstraints: IntrinsicPair? {
        get { unsafe viewFields.intrinsicWidthConstraints }
        _modify { yield unsafe &viewFields.intrinsicWidthConstraints }
    }
    /// The intrinsic-size constraints of the vertical axis.
    var intrinsicHeightConstraints: IntrinsicPair? {
        get { unsafe viewFields.intrinsicHeightConstraints }
        _modify { yield unsafe &viewFields.intrinsicHeightConstraints }
    }

    typealias IntrinsicPair = (hug: LayoutConstraint, resist: LayoutConstraint, parked: Bool)

    /// The intrinsic-size constraints of an axis: hugging, then compression resistance.
    private func intrinsicPair(_ axis: LayoutConstraint.Axis) -> IntrinsicPair? {
        axis == .horizontal ? intrinsicWidthConstraints : intrinsicHeightConstraints
    }

    private func setIntrinsicPair(_ axis: LayoutConstraint.Axis, _ pair: IntrinsicPair?) {
        if axis == .horizontal { intrinsicWidthConstraints = pair } else { intrinsicHeightConstraints = pair }
    }

    /// Whether the superview suspends the view's own size on an axis (a
    /// stack view's hidden arranged views), asked of the superview: the
    /// intrinsic constraints are deactivated, and the active constraints of
    /// the view's width or height against a constant are held out of the
    /// solver (they stay active).
    func isSizeSuspended(on axis: LayoutConstraint.Axis) -> Bool {
        // Through `parent`: no retain and release of the superview.
        unsafe parent?.withGuaranteedInstance { $0.suspendsSize(ofSubview: self, on: axis) } ?? false
    }

    /// Whether the view's own size constraints on an axis stay active but
    /// are held out of the solver, because its superview (a stack view)
    /// lays it out in closed form there.
    func isSizeHeldOutOfSolver(on axis: LayoutConstraint.Axis) -> Bool {
        guard isArrangedOutsideSolver else { return false }
        return unsafe parent?.withGuaranteedInstance { $0.holdsSizeOutOfSolver(ofSubview: self, on: axis) } ?? false
    }

    /// The hugging priority on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        hugging[axis] ?? .defaultLow
    }

    /// The compression-resistance priority on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// Brings the intrinsic-size constraints up to date with
    /// ``intrinsicContentSize`` and the priorities, incrementally (new
    /// constants are set, not re-added).
    ///
    /// In a tree without an engine (a view being built, before it joins a
    /// tree with constraints) the constraints are made when the tree gets
    /// one, as UIKit makes them at its next constraint pass: a view sized
    /// before it is added makes no solver of its own.
    public func invalidateIntrinsicContentSize() {
        if rootView.engineStorage == nil {
            intrinsicConstraintsAwaitEngine = true
        } else {
            updateIntrinsicConstraints()
        }
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Makes, changes or drops the intrinsic-size constraints for the
    /// current size, priorities and suspension.
    private func updateIntrinsicConstraints() {
        updateIntrinsicConstraints(on: .horizontal, size: intrinsicContentSize.width)
        updateIntrinsicConstraints(on: .vertical, size: intrinsicContentSize.height)
    }

    /// Makes, changes or parks the intrinsic-size constraints of one axis.
    /// Constraints no longer wanted are deactivated and parked; wanted again,
    /// they come back with the current size and priorities.
    private func updateIntrinsicConstraints(on axis: LayoutConstraint.Axis, size: CGFloat) {
        let wanted = size >= 0 && !isSizeSuspended(on: axis)
        let pair = intrinsicPair(axis)
        guard wanted else {
            if let pair, !pair.parked {
                LayoutConstraint.deactivate([pair.hug, pair.resist])
                setIntrinsicPair(axis, (pair.hug, pair.resist, parked: true))
            }
            return
        }
        let hug = contentHuggingPriority(for: axis)
        let resist = contentCompressionResistancePriority(for: axis)
        if let pair, !pair.parked {
            let hugChanged = pair.hug.priority.isRequired != hug.isRequired
            let resistChanged = pair.resist.priority.isRequired != resist.isRequired
            if !hugChanged && !resistChanged {
                pair.hug.priority = hug
                pair.resist.priority = resist
                pair.hug.constant = size
                pair.resist.constant = size
                return
            }
            // A priority that crosses required cannot change in place.
            LayoutConstraint.deactivate([pair.hug, pair.resist])
        }
        let constraints: IntrinsicPair
        if let pair {
            constraints = (pair.hug, pair.resist, parked: false)
            pair.hug.constant = size
            pair.resist.constant = size
        } else {
            // Made directly, not through an anchor (an object, and a cast to `LayoutItem`).
            let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            constraints = (
                LayoutConstraint(
                    first: (self, attribute), relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: size),
                LayoutConstraint(
                    first: (self, attribute), relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: size),
                parked: false
            )
            constraints.hug.intrinsicRole = axis == .horizontal ? .huggingWidth : .huggingHeight
            constraints.resist.intrinsicRole = axis == .horizontal ? .resistingWidth : .resistingHeight
            constraints.hug.weight = intrinsicWeight
            constraints.resist.weight = intrinsicWeight
        }
        constraints.hug.priority = hug
        constraints.resist.priority = resist
        setIntrinsicPair(axis, constraints)
        LayoutConstraint.activate([constraints.hug, constraints.resist])
    }

    /// The tie-break weight of the intrinsic-size constraints within their
    /// priority level (a stack view favours its earlier arranged views).
    var intrinsicWeight: Double {
        get { unsafe viewFields.intrinsicWeight }
        set {
            let oldValue = unsafe viewFields.intrinsicWeight
            unsafe viewFields.intrinsicWeight = newValue
            guard intrinsicWeight != oldValue else { return }
            for pair in [intrinsicWidthConstraints, intrinsicHeightConstraints].compactMap({ $0 }) {
                for c in [pair.hug, pair.resist] {
                    c.weight = intrinsicWeight
                    c.engine?.priorityDidChange(c)
                }
            }
        }
    }
}
