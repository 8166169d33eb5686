import Foundation
import UncheckedAccess

/// The cross-fade between the large title and the compact title, as the
/// large title panel collapses: a small state machine on a `FrameClock`.
///
/// The rule (ours): the compact title shows when the large title panel is
/// shorter than half its full height, the large title otherwise
/// (``showsLargeTitle(height:fullHeight:)``). A switch fades one title in
/// and the other out over ``duration`` (0.1 s: 6 frames at 60 Hz, 12 at
/// 120 Hz); on frame `n` of `N`,
///
/// ```
/// f = curve(n / N)                   (exactly 1 on frame N)
/// fading to the compact title:  compactTitleAlpha = f,  largeTitleAlpha = 1 − f
/// fading to the large title:    largeTitleAlpha = f,    compactTitleAlpha = 1 − f
/// ```
///
/// A fade is never restarted over one already running — restarting makes the
/// titles flicker when the panel's height hovers around the threshold.
/// The running fade finishes; if by then the wanted title is the other one,
/// a new fade starts on the next frame.
///
/// ```swift
/// let fade = TitleCrossFade(clock: scrollView.clock)
/// fade.onChange = { fade in
///     largeTitle.alpha = fade.largeTitleAlpha
///     compactTitle.alpha = fade.compactTitleAlpha
/// }
/// // on every scroll:
/// fade.update(height: largeTitlePanel.bounds.height, fullHeight: 52)
/// ```
public final class TitleCrossFade {
    /// The duration of a fade: 0.1 s.
    public static let defaultDuration: TimeInterval = 0.1

    /// The clock the fades run on.
    public let clock: FrameClock

    /// The duration of one fade in seconds.
    public let duration: TimeInterval

    /// The timing curve of a fade, mapping the time elapsed to the alpha moved.
    public let curve: CubicBezierTimingCurve

    /// The fields that the hot paths read and write, stored without
    /// run-time exclusivity checks (see `UncheckedAccessStorage`).
    let fadeFields = UncheckedAccessStorage(TitleCrossFade.UncheckedFields())

    /// Which title shows, or is fading in: true for the large title. Turns
    /// when a fade starts.
    public private(set) var isLargeTitleShown: Bool {
        get { fadeFields.value.isLargeTitleShown }
        _modify { yield &fadeFields.value.isLargeTitleShown }
    }

    /// Which title the last ``update(height:fullHeight:)`` or
    /// ``setLargeTitleShown(_:)`` asked for; differs from
    /// ``isLargeTitleShown`` while a fade runs that will be followed by
    /// another, back.
    public private(set) var wantsLargeTitle: Bool {
        get { fadeFields.value.wantsLargeTitle }
        _modify { yield &fadeFields.value.wantsLargeTitle }
    }

    /// The large title's alpha, 0…1.
    public private(set) var largeTitleAlpha: CGFloat {
        get { fadeFields.value.largeTitleAlpha }
        _modify { yield &fadeFields.value.largeTitleAlpha }
    }

    /// The compact title's alpha, 0…1: `1 − largeTitleAlpha`.
    public var compactTitleAlpha: CGFloat { 1 - largeTitleAlpha }

    /// Whether a fade is running on the clock.
    public var isAnimating: Bool { callback != nil }

    /// Called after every change of what the fade exposes: the start of a
    /// fade, each of its frames, and ``reset(isLargeTitleShown:)``.
    public var onChange: ((TitleCrossFade) -> Void)?

    /// The running fade's callback on the clock.
    private var callback: FrameClock.CallbackID? {
        get { fadeFields.value.callback }
        _modify { yield &fadeFields.value.callback }
    }
    /// The frames of the running fade done so far.
    private var frame = 0

    /// Creates a cross-fade at rest, showing one title fully.
    ///
    /// - Parameters:
    ///   - clock: the clock to fade on (the scroll view's, to step together).
    ///   - duration: the duration of one fade, 0.1 s by default; 0 or less switches at once.
    ///   - curve: the timing of a fade, linear by default.
    ///   - isLargeTitleShown: which title shows at first; the large one by default.
    public init(
        clock: FrameClock, duration: TimeInterval = defaultDuration, curve: CubicBezierTimingCurve = .linear,
        isLargeTitleShown: Bool = true
    ) {
        self.clock = clock
        self.duration = duration
        self.curve = curve
        self.isLargeTitleShown = isLargeTitleShown
        self.wantsLargeTitle = isLargeTitleShown
        self.largeTitleAlpha = isLargeTitleShown ? 1 : 0
    }

    deinit {
        if let callback { clock.cancel(callback) }
    }

    /// The rule: whether the large title shows for a large title panel of
    /// this height: `height ≥ fullHeight / 2`. False when `fullHeight ≤ 0`
    /// (no large title to show).
    public static func showsLargeTitle(height: CGFloat, fullHeight: CGFloat) -> Bool {
        fullHeight > 0 && height >= fullHeight / 2
    }

    /// The number of frames of one fade at the clock's rate
    /// (`FrameClock.frameCount(forDuration:framesPerSecond:)`): at least 1;
    /// 0 when ``duration`` is 0 or less.
    public var frameCount: Int {
        FrameClock.frameCount(forDuration: duration, framesPerSecond: clock.framesPerSecond)
    }

    /// Applies the rule to the large title panel's height: asks for the
    /// large title when `height ≥ fullHeight / 2`, the compact one otherwise
    /// (``setLargeTitleShown(_:)``).
    public func update(height: CGFloat, fullHeight: CGFloat) {
        setLargeTitleShown(Self.showsLargeTitle(height: height, fullHeight: fullHeight))
    }

    /// Asks for a title. At rest, a change starts a fade (its first frame is
    /// the clock's next step). While a fade runs, it only records the wish:
    /// the fade finishes, and a new one starts after it if the wish differs
    /// from the title it faded in.
    public func setLargeTitleShown(_ shown: Bool) {
        wantsLargeTitle = shown
        if !isAnimating && shown != isLargeTitleShown { startFade() }
    }

    /// Stops any fade and shows one title fully, at once.
    public func reset(isLargeTitleShown shown: Bool) {
        if let callback { clock.cancel(callback) }
        callback = nil
        isLargeTitleShown = shown
        wantsLargeTitle = shown
        largeTitleAlpha = shown ? 1 : 0
        onChange?(self)
    }

    /// Turns the shown title and runs the fade toward it on the clock.
    private func startFade() {
        isLargeTitleShown = wantsLargeTitle
        frame = 0
        guard frameCount > 0 else {
            largeTitleAlpha = isLargeTitleShown ? 1 : 0
            onChange?(self)
            return
        }
        callback = clock.schedule { [weak self] _ in
            self?.step() ?? false
        }
        onChange?(self)
    }

    /// One frame of the running fade; returns whether to run on the next frame.
    private func step() -> Bool {
        frame += 1
        let frames = frameCount
        let f = frame >= frames ? 1 : CGFloat(curve.value(at: Double(frame) / Double(frames)))
        largeTitleAlpha = isLargeTitleShown ? f : 1 - f
        guard frame >= frames else {
            onChange?(self)
            return true
        }
        if wantsLargeTitle != isLargeTitleShown {
            // The wish turned while the fade ran: fade back from the next frame.
            isLargeTitleShown = wantsLargeTitle
            frame = 0
            onChange?(self)
            return true
        }
        callback = nil
        onChange?(self)
        return false
    }
}
