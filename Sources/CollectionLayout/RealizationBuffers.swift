import Foundation

/// The arrays a realization round fills and empties, kept between rounds
/// with their capacity so that a round allocates none of them: each
/// allocation and its release cost about as much as placing a view.
///
/// A round takes them (``take()``) and gives them back emptied
/// (``keep(_:)``); a round nested in another (none is, but a reentrant
/// one would be safe) finds them taken and starts from empty arrays.
struct RealizationBuffers {
    /// The elements of the realized area, from the layout's query.
    var elements: [PlacedElement] = []
    /// Where each element's view is in the realized-view table.
    var positions: [Int] = []
    /// The indexes of the elements that have no view yet.
    var entering: [Int] = []
    /// The views an update's animation keeps outside the area, with their
    /// elements.
    var kept: [(view: CollectionReusableView, element: PlacedElement)] = []

    /// The buffers, leaving empty ones in their place.
    mutating func take() -> RealizationBuffers {
        var taken = RealizationBuffers()
        swap(&taken, &self)
        return taken
    }

    /// Keeps `buffers` emptied, with their capacity, for the next round;
    /// `buffers` is left empty.
    mutating func keep(_ buffers: inout RealizationBuffers) {
        buffers.elements.removeAll(keepingCapacity: true)
        buffers.positions.removeAll(keepingCapacity: true)
        buffers.entering.removeAll(keepingCapacity: true)
        buffers.kept.removeAll(keepingCapacity: true)
        swap(&self, &buffers)
    }
}
