import Declarative

// Custom drawing in the style of animation tutorials: an animatable `Shape` (a gauge arc whose progress animates), a
// `GeometryEffect` that shakes a wrong entry, and iOS 17's fill-then-stroke on a shape.

struct CompatGaugeArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: min(rect.width / 2, rect.height),
                    startAngle: .degrees(180), endAngle: .degrees(180 + 180 * progress), clockwise: false)
        return path
    }
}

struct CompatShakeEffect: GeometryEffect {
    var amount: CGFloat = 8
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct CompatCustomShapeScreen: View {
    @State private var progress = 0.0
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                CompatGaugeArc(progress: 1)
                    .stroke(Color.gray.opacity(0.2), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                CompatGaugeArc(progress: progress)
                    .stroke(.linearGradient(colors: [.green, .yellow, .red], startPoint: .leading, endPoint: .trailing),
                            style: StrokeStyle(lineWidth: 14, lineCap: .round))
            }
            .frame(width: 200, height: 100)
            Text("Wrong code")
                .modifier(CompatShakeEffect(animatableData: CGFloat(attempts)))
            Circle()
                .fill(.orange)
                .stroke(.white, lineWidth: 3)
                .frame(width: 40, height: 40)
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 1.2)) { progress = 0.72 }
            withAnimation(.default) { attempts += 1 }
        }
    }
}
