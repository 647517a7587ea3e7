import Foundation
import Testing
@testable import Declarative
import DeclarativeTesting

/// A drawn item's id is its view's path from the root: each node's key among its siblings, then its type's name
/// without module, parents or generic arguments.
@MainActor
struct ViewPathTests {
    struct Outer<T> {
        struct Inner<U> {}
        enum Choice { case one }
    }
    private struct Hidden {}
    final class Reference {}
    struct Tag: Hashable, CustomStringConvertible {
        let n: Int
        var description: String { "tag\(n)" }
    }

    /// The name read from a type's descriptor is the name `_typeName` prints, up to its generic arguments, for every
    /// kind of type; types with no descriptor (classes, tuples, functions) are printed.
    @Test func typeNamesMatchThePrintedNames() {
        func nested() -> Any.Type { struct Local {}; return Local.self }
        let types: [Any.Type] = [
            Int.self, String?.self, [Int].self, [String: Double].self, Outer<Int>.self, Outer<Int>.Inner<String>.self,
            Outer<String>.Choice.self, Hidden.self, nested(), Reference.self, (Int, Int).self, (() -> Void).self,
            ModifiedContent<Text, RowTap>.self, TupleView<(Text, Text)>.self, Never.self,
        ]
        for type in types {
            let printed = String(_typeName(type, qualified: false).prefix { $0 != "<" })
            #expect(TypeName.of(type) == printed, "\(type)")
        }
        #expect(TypeName.nominalName(of: Outer<Int>.Inner<String>.self) == "Inner")
        #expect(TypeName.nominalName(of: Reference.self) == nil)
        #expect(TypeName.nominalName(of: (Int, Int).self) == nil)
    }

    /// Explicit ids appear in paths as their values print, whatever their type.
    @Test func explicitIDsArePrintedInPaths() {
        #expect(ChildKey.explicit(AnyHashable("Mon")).description == "#Mon")
        #expect(ChildKey.explicit(AnyHashable(42)).description == "#42")
        #expect(ChildKey.explicit(AnyHashable(Tag(n: 7))).description == "#tag7")
        #expect(ChildKey.explicit(AnyHashable(2.5)).description == "#2.5")
        #expect(ChildKey.explicit(AnyHashable(Int8(3))).description == "#3")
        #expect(ChildKey.position(2).description == "2")
        #expect(ChildKey.branch(1).description == "b1")
    }

    /// The items of a `ForEach` are named by their ids under the container's path.
    @Test func forEachItemsAreNamedByTheirIDs() {
        let host = TestHost(VStack {
            ForEach(["a", "b"], id: \.self) { Text($0) }
            ForEach([Tag(n: 1)], id: \.self) { Text($0.description) }
        }, size: CGSize(width: 100, height: 100))
        let paths = host.render().items.map(\.id.path)
        #expect(paths.contains { $0.hasSuffix("/#a.Text") })
        #expect(paths.contains { $0.hasSuffix("/#b.Text") })
        #expect(paths.contains { $0.hasSuffix("/#tag1.Text") })
        #expect(paths.allSatisfy { $0.hasPrefix("0.VStack/") }, "\(paths)")
    }
}
