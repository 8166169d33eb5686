import Foundation

extension StackView {
    /// The step between the weights of views appended one after another.
    private static let weightStep = 1.0 / 1024

    /// Gives every new arranged view an intrinsic-constraint weight between
    /// those of its neighbours, so that weights strictly decrease along the
    /// arrangement (earlier views win ties); existing views keep theirs unless
    /// the room between two weights runs out, when all are spread again.
    ///
    /// - Complexity: O(arranged views).
    func assignWeights() {
        guard items.contains(where: { $0.weight == nil }) else { return syncWeights() }
        // The weight of the nearest view after each that has one already.
        var lowerWeights = [Double?](repeating: nil, count: items.count)
        var nextWeight: Double?
        for index in items.indices.reversed() {
            lowerWeights[index] = nextWeight
            if let weight = items[index].weight { nextWeight = weight }
        }
        var crowded = false
        for index in items.indices where items[index].weight == nil {
            let upper = index > 0 ? items[index - 1].weight : nil
            let lower = lowerWeights[index]
            let weight: Double
            switch (upper, lower) {
            case (nil, nil): weight = 1
            case (let u?, nil): weight = max(u - Self.weightStep, (u + 0.5) / 2)
            case (nil, let l?): weight = min(l + Self.weightStep, (l + 1.5) / 2)
            case (let u?, let l?): weight = (u + l) / 2
            }
            if let upper, upper - weight < 1e-6 { crowded = true }
            if let lower, weight - lower < 1e-6 { crowded = true }
            items[index].weight = weight
        }
        if crowded {
            let span = Double(max(items.count - 1, 1))
            for (index, item) in items.enumerated() { item.weight = 1.25 - 0.5 * Double(index) / span }
        }
        syncWeights()
    }

    /// Gives every arranged view's intrinsic-size constraints its item's weight.
    private func syncWeights() {
        for item in items where item.view.intrinsicWeight != item.weight! { item.view.intrinsicWeight = item.weight! }
    }
}
