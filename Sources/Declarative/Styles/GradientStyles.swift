import Foundation

/// A gradient along a line between two unit points, as SwiftUI's `LinearGradient`. It is a style and a view.
public struct LinearGradient: ShapeStyle, PaintProvider, View, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a linear gradient from colours spread evenly.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        .linearGradient(gradient.resolve(in: environment.colorScheme),
                        start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))
    }
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { node.drawing.role = FillDrawing(style: self) }
}

/// A gradient in circles around a centre, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, PaintProvider, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a radial gradient from colours.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient from stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        .radialGradient(gradient.resolve(in: environment.colorScheme), center: center.point(in: bounds),
                        startRadius: startRadius.finiteOrZero, endRadius: endRadius.finiteOrZero)
    }
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { node.drawing.role = FillDrawing(style: self) }
}

/// A gradient that sweeps around a centre, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, PaintProvider, View, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient between two angles.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// Creates an angular gradient from colours.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a full-turn angular gradient starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// Creates a full-turn angular gradient from colours.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    nonisolated func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        .angularGradient(gradient.resolve(in: environment.colorScheme), center: center.point(in: bounds),
                         startAngle: startAngle, endAngle: endAngle)
    }
    func makeNode(_ node: ViewNode, _ context: inout UpdateContext) { node.drawing.role = FillDrawing(style: self) }
}

extension Gradient: ShapeStyle, PaintProvider {
    nonisolated func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint? {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment, bounds: bounds)
    }
}
