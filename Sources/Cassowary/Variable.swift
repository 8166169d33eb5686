/// An unknown of a constraint system, such as the left edge of a view.
///
/// A variable is a reference type with identity: two variables with the same
/// name are two different unknowns. A solver publishes its results into
/// ``value`` when you call ``Solver/updateVariables()``.
///
/// Variables are not thread-safe: use a solver and its variables from one
/// thread at a time.
public final class Variable: Identifiable, @unchecked Sendable {
    /// A name used in descriptions and dumps; it need not be unique.
    public var name: String

    /// The value that a solver last published for this variable (0 until then).
    public internal(set) var value: Double {
        @inlinable get { record.pointee.value }
        set { record.pointee.value = newValue }
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
        get { record.pointee.owner?.takeUnretainedValue() }
        set { record.pointee.owner = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// ``owner`` as stored, read without a reference count or an exclusivity
    /// check (it lives in the record): a layout pass maps every variable it
    /// publishes to its owner.
    @inlinable package var unretainedOwner: Unmanaged<AnyObject>? { record.pointee.owner }

    /// Creates a variable.
    ///
    /// - Parameter name: a name for descriptions and dumps.
    public init(_ name: String = "") {
        self.name = name
        record = .allocate(capacity: 1)
        record.initialize(to: VariableRecord())
    }

    deinit {
        record.pointee.publisher?.release()
        record.deinitialize(count: 1)
        record.deallocate()
    }

    /// The variable's identity.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `<unnamed>` when it has none.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
