import Foundation

/// The user's preferred text size, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// How much text grows relative to `.large`, from the body sizes iOS uses (14, 15, 16, 17, 19, 21, 23,
    /// 28, 33, 40, 47, 53 pt). Other text styles scale by the same ratio here; iOS scales each style by its own
    /// table, which differs by at most a point at the non-accessibility sizes.
    var scale: CGFloat {
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[rawValue] / 17
    }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The user's preferred text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
