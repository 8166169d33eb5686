import Cassowary
import Foundation
import TestSupport
import Testing

@testable import Layout

/// The stack-view card (`StackCardCell`, LayoutFrameworkBenchmark's
/// `FeedItemUIStackView` ported) sized as a table view sizes a cell, at 375
/// points: every leaf frame derived by hand from the intrinsic sizes (7
/// points a character, 20 a line; pictures 50 × 50 and 350 × 200).
@Suite("The stack-view card")
struct StackCardCellTests {
    /// A new cell showing `data`, sized at 375 and laid out at that size.
    private func layOut(_ cell: StackCardCell, _ data: FeedItemData) -> CGSize {
        cell.setData(data)
        let size = cell.fittingSize(width: 375)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        return size
    }

    @Test func leafFramesAreTheHandDerivedOnes() {
        let cell = StackCardCell()
        let size = layOut(cell, FeedItemData.stackCardSamples[0])
        // The poster labels: margins 1 (top) and 3 (bottom), spacing 1;
        // the headline has two lines.
        let posterLabelsHeight: CGFloat = 1 + 20 + 1 + 2 * 20 + 1 + 20 + 3
        // The actions' gaps share what "Like", "Comment" and "Share" leave.
        let actionGap = (375 - 4 * 7 - 7 * 7 - 5 * 7) / 2 as CGFloat
        let rows: [(View, CGRect)] = [
            (cell.topBar, CGRect(x: 0, y: 0, width: 375, height: 20)),
            (cell.posterCard, CGRect(x: 0, y: 20, width: 375, height: posterLabelsHeight)),
            (cell.posterCommentLabel, CGRect(x: 0, y: 20 + posterLabelsHeight, width: 375, height: 20)),
            (cell.contentImageView, CGRect(x: 0, y: 40 + posterLabelsHeight, width: 375, height: 200)),
            (cell.contentTitleLabel, CGRect(x: 0, y: 240 + posterLabelsHeight, width: 375, height: 20)),
            (cell.contentDomainLabel, CGRect(x: 0, y: 260 + posterLabelsHeight, width: 375, height: 20)),
            (cell.actions, CGRect(x: 0, y: 280 + posterLabelsHeight, width: 375, height: 20)),
            (cell.comment, CGRect(x: 0, y: 300 + posterLabelsHeight, width: 375, height: 50)),
        ]
        let leaves: [(View, CGRect)] = [
            // The "..." hugs at .required: the action label takes the rest.
            (cell.actionLabel, CGRect(x: 0, y: 0, width: 375 - 3 * 7, height: 20)),
            (cell.optionsLabel, CGRect(x: 375 - 3 * 7, y: 0, width: 3 * 7, height: 20)),
            // The picture is centred on the poster labels.
            (cell.posterImageView, CGRect(x: 0, y: (posterLabelsHeight - 50) / 2, width: 50, height: 50)),
            (cell.posterNameLabel, CGRect(x: 2, y: 1, width: 325 - 2 - 4, height: 20)),
            (cell.posterHeadlineLabel, CGRect(x: 2, y: 1 + 20 + 1, width: 325 - 2 - 4, height: 2 * 20)),
            (cell.posterTimeLabel, CGRect(x: 2, y: 1 + 20 + 1 + 40 + 1, width: 325 - 2 - 4, height: 20)),
            (cell.posterCommentLabel, rows[2].1),
            (cell.contentImageView, rows[3].1),
            (cell.contentTitleLabel, rows[4].1),
            (cell.contentDomainLabel, rows[5].1),
            (cell.likeLabel, CGRect(x: 0, y: 0, width: 4 * 7, height: 20)),
            (cell.commentLabel, CGRect(x: 4 * 7 + actionGap, y: 0, width: 7 * 7, height: 20)),
            (cell.shareLabel, CGRect(x: 4 * 7 + actionGap + 7 * 7 + actionGap, y: 0, width: 5 * 7, height: 20)),
            // The reader's picture (compression 750) sets the row's height over the label's hugging (250).
            (cell.actorImageView, CGRect(x: 0, y: 0, width: 50, height: 50)),
            (cell.actorCommentLabel, CGRect(x: 50, y: 0, width: 375 - 50, height: 50)),
        ]
        #expect(size == CGSize(width: 375, height: 350 + posterLabelsHeight))
        #expect(leaves.count == cell.leaves.count)
        #expect(zip(leaves, cell.leaves).allSatisfy { $0.0 === $1 })
        #expect(cell.posterLabels.frame == CGRect(x: 50, y: 0, width: 375 - 50, height: posterLabelsHeight))
        for (view, frame) in rows + leaves {
            #expect(view.frame == frame, "\(view.name)")
        }
    }

    @Test func reusedCellTakesItsNewDataShape() {
        let cell = StackCardCell()
        _ = layOut(cell, FeedItemData.stackCardSamples[0])
        let size = layOut(cell, FeedItemData.stackCardSamples[1])
        // One headline line; no poster comment (an empty label is 0 × 0).
        let posterLabelsHeight: CGFloat = 1 + 20 + 1 + 20 + 1 + 20 + 3
        #expect(size == CGSize(width: 375, height: 20 + posterLabelsHeight + 0 + 200 + 20 + 20 + 20 + 50))
        #expect(cell.posterImageView.frame == CGRect(x: 0, y: (posterLabelsHeight - 50) / 2, width: 50, height: 50))
        #expect(cell.posterHeadlineLabel.frame == CGRect(x: 2, y: 22, width: 319, height: 20))
        #expect(cell.posterCommentLabel.frame == CGRect(x: 0, y: 20 + posterLabelsHeight, width: 375, height: 0))
        #expect(cell.contentImageView.frame == CGRect(x: 0, y: 20 + posterLabelsHeight, width: 375, height: 200))
        #expect(cell.comment.frame == CGRect(x: 0, y: size.height - 50, width: 375, height: 50))
    }

    @Test func itsSolverCallsReplayToTheSameValues() throws {
        let (cell, recorder) = SolverStreamRecorder.recording { () -> StackCardCell in
            let cell = StackCardCell()
            // A scratch solver of its own: one made while recording keeps
            // its recorder, and in the shared cache another test running
            // at the same time would measure with it, into this stream.
            cell.engine.fittingSolvers = FittingSolverCache()
            _ = layOut(cell, FeedItemData.stackCardSamples[0])
            return cell
        }
        let stream = try SolverStream(recorder.text)
        let (refused, replayed) = SolverStreamRecorder.recording { stream.replay() }
        #expect(refused == 0)
        #expect(replayed.text == recorder.text)
        #expect(stream.variables.map(\.value) == recorder.variables.map(\.value))
        #expect(cell.posterHeadlineLabel.frame.height == 40)
    }
}
