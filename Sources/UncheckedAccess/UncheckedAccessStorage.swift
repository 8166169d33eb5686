/// A value stored out of line and read and written in place without Swift's
/// dynamic exclusivity checks.
///
/// A class's stored `var` is checked at run time on every access: a read or
/// write records the access in a per-thread table for its duration, so that
/// two overlapping accesses trap. On the kit's hot paths (a layout pass, a
/// scroll tick) those checks cost more than the work: a layout pass took about
/// 70% more instructions with them, a collapsing bar's scroll tick 65% more. A
/// class whose fields are read that often keeps them in one `struct` stored
/// here, as a `let`, and forwards its properties to ``value``.
///
/// The one invariant that makes this safe: **no access to ``value`` overlaps
/// another access to the same field that writes it** — nothing holds an
/// `inout` reference to a field (a mutating method in progress, an `inout`
/// argument) while code it calls reads or writes that same field. The kit's
/// objects are used from one thread at a time and are not `Sendable`, so
/// overlaps could only come from re-entrant calls; the owners keep them out
/// by reading into locals before calling out (observers, delegates, data
/// sources) and by writing fields only with whole values.
///
/// The value lives in the header of a `ManagedBuffer` that this storage
/// retains, so it is initialized once, deinitialized with the buffer, and
/// `pointer` is valid for as long as the storage exists. (A buffer, not
/// `UnsafeMutablePointer.allocate`: an object is allocated by `malloc`,
/// while `allocate` takes the slower aligned-allocation path.)
///
/// Not part of the kit's API: the module is internal to the package.
@safe
public struct UncheckedAccessStorage<Value> {
    /// The buffer holding the value in its header.
    @usableFromInline let buffer: ManagedBuffer<Value, Void>
    /// The header's address in `buffer`.
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    /// Stores `value` out of line.
    @inlinable
    public init(_ value: Value) {
        buffer = ManagedBuffer<Value, Void>.create(minimumCapacity: 0) { _ in value }
        unsafe pointer = buffer.withUnsafeMutablePointerToHeader { unsafe $0 }
    }

    /// The stored value, read and written in place (see the type's invariant).
    @inlinable
    public var value: Value {
        unsafeAddress { unsafe UnsafePointer(pointer) }
        nonmutating unsafeMutableAddress { unsafe pointer }
    }
}
