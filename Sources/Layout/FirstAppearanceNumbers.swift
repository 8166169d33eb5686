/// Numbers objects 0, 1, 2… in the order they first appear, finding each
/// by its address in an open-addressing table: a dictionary would hash
/// every identifier with SipHash, most of the cost of numbering the items
/// of a fitting measure's constraints.
struct FirstAppearanceNumbers {
    /// The addresses held (0 for an empty slot) and their numbers.
    private var addresses: [UInt]
    private var numbers: [Int32]
    /// How many objects have a number.
    private(set) var count = 0

    /// An empty numbering with room for about `expected` objects.
    init(expected: Int) {
        var size = 32
        while size < 2 * expected { size *= 2 }
        addresses = [UInt](repeating: 0, count: size)
        numbers = [Int32](repeating: 0, count: size)
    }

    /// The number of `id`, given it now if it has none.
    mutating func number(_ id: ObjectIdentifier) -> Int {
        let address = UInt(bitPattern: id)
        var slot = Self.slot(of: address, mask: addresses.count - 1)
        while true {
            let held = addresses[slot]
            if held == address { return Int(numbers[slot]) }
            if held == 0 { break }
            slot = (slot + 1) & (addresses.count - 1)
        }
        let made = count
        count += 1
        addresses[slot] = address
        numbers[slot] = Int32(made)
        if 2 * count > addresses.count { grow() }
        return made
    }

    /// The first slot to look at for an address (Fibonacci hashing of the
    /// address without its alignment bits).
    private static func slot(of address: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Doubles the table, placing every address again.
    private mutating func grow() {
        let oldAddresses = addresses
        let oldNumbers = numbers
        addresses = [UInt](repeating: 0, count: 2 * oldAddresses.count)
        numbers = [Int32](repeating: 0, count: 2 * oldAddresses.count)
        let mask = addresses.count - 1
        for (address, number) in zip(oldAddresses, oldNumbers) where address != 0 {
            var slot = Self.slot(of: address, mask: mask)
            while addresses[slot] != 0 { slot = (slot + 1) & mask }
            addresses[slot] = address
            numbers[slot] = number
        }
    }
}
