/// An unknown of a constraint system, such as the left edge of a view.
///
/// A variable is a reference type with identity: two variables with the same
/// name are two different unknowns. A solver publishes its results into
/// ``value`` when you call ``Solver/updateVariables()``.
///
/// Variables are not thread-safe: use a solver and its variables from one
/// thread at a time.
@safe public final class Variable: Identifiable, @unchecked Sendable {
    /// A name used in descriptions and dumps; it need not be unique.
    public var name: String {
        get {
            guard let suffixStart = unsafe suffixStart else { return baseName }
            let suffix = unsafe UnsafeBufferPointer(start: suffixStart, count: Int(suffixCount))
            return unsafe baseName + String(decoding: suffix, as: UTF8.self)
        }
        set {
            baseName = newValue
            unsafe suffixStart = nil
            suffixCount = 0
        }
    }

    /// The name, or its start while ``suffixStart`` is set.
    private var baseName: String
    /// The UTF-8 of the end of the name (a static string's), joined to
    /// ``baseName`` only when the name is read: a layout makes four
    /// variables per view, and reads few of their names.
    private var suffixStart: UnsafePointer<UInt8>?
    /// The length of that end.
    private var suffixCount: UInt8 = 0

    /// The value that a solver last published for this variable (0 until then).
    public internal(set) var value: Double {
        @inlinable get { unsafe record.pointee.value }
        set { unsafe record.pointee.value = newValue }
    }

    /// Gives the variable a value a client worked out itself (a stack view
    /// laying out its arranged views in closed form), for a variable no
    /// constraint of any solver refers to. A solver that published the
    /// value before is told it was overwritten, as when another solver
    /// publishes over it (its next publication is a full one); a solver
    /// that takes the variable up later publishes over this value.
    @inlinable package func assignOutsideSolver(_ newValue: Double) {
        if unsafe record.pointee.publisher != nil { unsafe record.pointee.handOver(to: nil) }
        unsafe record.pointee.value = newValue
    }

    /// Where the value, and what solvers keep of the variable, live. Solvers
    /// go through this pointer, which spares every access the dynamic
    /// exclusivity check of a class property: publishing thousands of values
    /// per frame is a hot path.
    @usableFromInline let record: UnsafeMutablePointer<VariableRecord>

    /// The object this variable belongs to, for a client that maps a changed
    /// variable back to what it describes (a view's frame) without a lookup.
    /// Not retained: the owner clears it before it goes away.
    package var owner: AnyObject? {
        get { unsafe record.pointee.owner?.takeUnretainedValue() }
        set { unsafe record.pointee.owner = unsafe newValue.map { unsafe Unmanaged.passUnretained($0) } }
    }

    /// ``owner`` as stored, read without a reference count or an exclusivity
    /// check (it lives in the record): a layout pass maps every variable it
    /// publishes to its owner.
    @inlinable package var unretainedOwner: Unmanaged<AnyObject>? { unsafe record.pointee.owner }

    /// Creates a variable.
    ///
    /// - Parameter name: a name for descriptions and dumps.
    public init(_ name: String = "") {
        baseName = name
        unsafe record = .allocate(capacity: 1)
        unsafe record.initialize(to: VariableRecord())
    }

    /// Creates a variable named `base` followed by `suffix` (at most 255
    /// bytes, joined when the name is first read), whose record is the
    /// one at `record`, initialized.
    private init(_ base: String, suffix: StaticString, record: UnsafeMutablePointer<VariableRecord>) {
        precondition(suffix.hasPointerRepresentation && suffix.utf8CodeUnitCount <= Int(UInt8.max))
        baseName = base
        unsafe suffixStart = unsafe suffix.utf8Start
        suffixCount = UInt8(truncatingIfNeeded: suffix.utf8CodeUnitCount)
        unsafe self.record = unsafe record
    }

    /// Four variables named `base` followed by each suffix (see
    /// ``name``), whose records share one allocation, freed with the last
    /// of them: a layout makes four variables per view.
    package static func four(
        _ base: String, _ a: StaticString, _ b: StaticString, _ c: StaticString, _ d: StaticString
    ) -> (Variable, Variable, Variable, Variable) {
        // Slot 0 counts the variables alive; slots 1...4 are their records.
        let block = UnsafeMutablePointer<VariableRecord>.allocate(capacity: 5)
        var header = VariableRecord()
        header.blockLive = 4
        unsafe block.initialize(to: header)
        for slot in 1...4 {
            var record = VariableRecord()
            record.blockSlot = Int8(slot)
            unsafe (block + slot).initialize(to: record)
        }
        return unsafe (
            Variable(base, suffix: a, record: block + 1), Variable(base, suffix: b, record: block + 2),
            Variable(base, suffix: c, record: block + 3), Variable(base, suffix: d, record: block + 4)
        )
    }

    deinit {
        let slot = unsafe Int(record.pointee.blockSlot)
        unsafe record.deinitialize(count: 1)
        guard slot > 0 else { return unsafe record.deallocate() }
        let header = unsafe record - slot
        unsafe header.pointee.blockLive -= 1
        if unsafe header.pointee.blockLive == 0 {
            unsafe header.deinitialize(count: 1)
            unsafe header.deallocate()
        }
    }

    /// The variable's identity.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `<unnamed>` when it has none.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
