@_spi(Reflection) import Swift

/// The stored fields of a type — their byte offsets, types and kinds — read from the runtime's metadata, so that
/// values can be read in place instead of through `Mirror`, which boxes every field of every value it reflects.
///
/// Built on `_forEachField`, the standard library's reflection SPI (the same metadata `Mirror` reads). Callers work
/// out a plan once per type and fall back to `Mirror` where the runtime cannot describe a type.
enum FieldLayout {
    /// What kind of type a field holds.
    enum Kind { case `struct`, `enum`, tuple, `class`, function, other }

    /// One stored field.
    struct Field {
        let offset: Int
        let type: Any.Type
        let kind: Kind

        /// Whether the field's type is a struct, enum or class (`Optional` has a kind of its own): tuples, functions,
        /// metatypes and existentials cannot conform to a protocol the framework declares.
        var isNominal: Bool { kind == .struct || kind == .enum || kind == .class }
    }

    /// The fields of a struct or tuple type, in declaration order, or nil when the runtime cannot list them.
    static func fields(of type: Any.Type) -> [Field]? {
        var fields: [Field] = []
        let walked = _forEachField(of: type) { _, offset, fieldType, kind in
            fields.append(Field(offset: offset, type: fieldType, kind: Kind(kind)))
            return true
        }
        return walked ? fields : nil
    }

    /// The kind of `T` itself, read as the only field of a wrapper.
    static func kind<T>(of type: T.Type) -> Kind {
        var kind = Kind.other
        _ = _forEachField(of: Wrapper<T>.self) { _, _, _, fieldKind in
            kind = Kind(fieldKind)
            return false
        }
        return kind
    }

    private struct Wrapper<T> { var value: T }
}

private extension FieldLayout.Kind {
    init(_ kind: _MetadataKind) {
        switch kind {
        case .struct: self = .struct
        case .enum: self = .enum
        case .tuple: self = .tuple
        case .class: self = .class
        case .function: self = .function
        default: self = .other
        }
    }
}
