import Declarative

// SwiftUI's iOS 17 animators in Swift 6 language mode, written as Apple's documentation and its WWDC23 sample
// ("Wind your way through advanced animations in SwiftUI") write them: `phaseAnimator` and `keyframeAnimator` on a
// view, the `PhaseAnimator` and `KeyframeAnimator` containers, and a plain struct of values animated by key-path
// tracks. Nothing here says `nonisolated`.

struct Swift6AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct Swift6AnimatorsScreen: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("Animators")
                .font(.headline)
            Image(systemName: "heart.fill")
                .phaseAnimator([false, true]) { content, phase in
                    content.scaleEffect(phase ? 1.5 : 1)
                } animation: { _ in
                    .easeInOut(duration: 1)
                }
            Text("Likes \(likes)")
                .keyframeAnimator(initialValue: Swift6AnimationValues(), trigger: likes) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.0, duration: 0.15)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                }
                .onTapGesture { likes += 1 }
            PhaseAnimator([0.3, 1.0], trigger: likes) { opacity in
                Text("Saved").opacity(opacity)
            } animation: { phase in
                phase == 1.0 ? .spring(duration: 0.4) : .linear(duration: 0.2)
            }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in
                Circle().frame(width: 12, height: 12).offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(40.0, duration: 1, timingCurve: .easeInOut)
                LinearKeyframe(0.0, duration: 1, timingCurve: .easeInOut)
            }
            swift6Pulse("star.fill")
        }
    }
}

/// A free `@ViewBuilder` function, off the main actor: the animator modifiers are nonisolated, as SwiftUI's are.
@ViewBuilder
func swift6Pulse(_ symbol: String) -> some View {
    Image(systemName: symbol)
        .phaseAnimator([1.0, 1.2, 1.0]) { content, scale in
            content.scaleEffect(scale)
        }
}

/// A keyframe timeline sampled outside any view, as Apple's `KeyframeTimeline` documentation shows.
func swift6BounceHeights() -> [Double] {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
        CubicKeyframe(30.0, duration: 0.25)
        CubicKeyframe(0.0, duration: 0.25)
        MoveKeyframe(0.0)
    }
    return stride(from: 0.0, through: timeline.duration, by: 0.125).map { timeline.value(time: $0) }
}
