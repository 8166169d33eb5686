import Testing
import UncheckedAccess

/// The out-of-line storage the hot classes keep their fields in: it holds
/// one value, changes it in place, and releases it with the last copy of the
/// storage; and the unretained access to an `Unmanaged` instance (both run
/// under AddressSanitizer in CI).
@Suite("Unchecked access storage")
struct UncheckedAccessStorageTests {
    struct Fields {
        var count = 0
        var names: [String] = []
        var owner: Owner?
    }

    final class Owner {
        let storage = UncheckedAccessStorage(Fields())
        var count: Int {
            get { storage.value.count }
            _modify { yield &storage.value.count }
        }
    }

    final class Tracked {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test("A value reads back as stored, field by field, and a write through a copy is seen by all")
    func readsAndWrites() {
        let storage = UncheckedAccessStorage(Fields(count: 3, names: ["a"]))
        #expect(storage.value.count == 3)
        #expect(storage.value.names == ["a"])
        storage.value.count += 4
        storage.value.names.append("b")
        let copy = storage
        copy.value.count *= 2
        #expect(storage.value.count == 14)
        #expect(storage.value.names == ["a", "b"])
    }

    @Test("An array field grows in place: no copy of its buffer on append")
    func arrayGrowsInPlace() {
        let storage = UncheckedAccessStorage(Fields())
        storage.value.names.reserveCapacity(64)
        let before = unsafe storage.value.names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for n in 0..<64 { storage.value.names.append("\(n)") }
        let after = unsafe storage.value.names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(after == before)
        #expect(storage.value.names.count == 64)
    }

    @Test("A property forwarding through the storage modifies in place")
    func forwardingProperty() {
        let owner = Owner()
        owner.count += 1
        owner.count += 1
        #expect(owner.count == 2)
        #expect(owner.storage.value.count == 2)
    }

    @Test("The value is released with the last copy of the storage, not before")
    func releasesTheValue() {
        var released = 0
        do {
            let storage = UncheckedAccessStorage([Tracked { released += 1 }, Tracked { released += 1 }])
            let copy = storage
            _ = consume storage
            #expect(released == 0)
            #expect(copy.value.count == 2)
            copy.value.removeFirst()
            #expect(released == 1)
        }
        #expect(released == 2)
    }

    @Test("An owner referenced from its own fields is a cycle the owner breaks by clearing the field")
    func ownerCycleIsBrokenByClearing() {
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            owner.storage.value.owner = owner
            weakOwner = owner
            owner.storage.value.owner = nil
        }
        #expect(weakOwner == nil)
    }

    @Test("An unmanaged reference hands its instance to the body, alive, and passes the result and errors back")
    func guaranteedInstance() {
        struct Failure: Error {}
        let owner = Owner()
        owner.count = 5
        let unmanaged = unsafe Unmanaged.passUnretained(owner)
        let read = unsafe unmanaged.withGuaranteedInstance { instance in
            instance.count += 1
            return instance === owner ? instance.count : -1
        }
        #expect(read == 6)
        #expect(owner.count == 6)
        #expect(throws: Failure.self) {
            try unsafe unmanaged.withGuaranteedInstance { _ in throw Failure() }
        }
    }
}
