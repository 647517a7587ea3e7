/// A view type's name as paths and descriptions show it: without module, parent types or generic arguments —
/// `Inner` for `Outer<Int>.Inner<String>`, as `_typeName(_:qualified: false)` prints it up to the first `<`.
///
/// A struct or enum's name is read from its nominal type descriptor, which its metadata points to: printing the type
/// instead demangles and prints the whole type, generic arguments and all — about 25,000 instructions for a view
/// such as `ModifiedContent<ModifiedContent<Text, …>, …>`, and a new process names every view type it draws once
/// (a tenth of the first frame of `gallery show`). Other types (classes, tuples, functions) are printed.
enum TypeName {
    /// The name of `type`.
    static func of(_ type: Any.Type) -> String {
        nominalName(of: type) ?? String(_typeName(type, qualified: false).prefix { $0 != "<" })
    }

    /// The name in the nominal type descriptor of a struct, enum or `Optional`, or nil for any other kind of type.
    ///
    /// The layout is the Swift ABI's ("Type Metadata" and "Nominal Type Descriptors" in the Swift repository's
    /// docs/ABI/TypeMetadata.rst): value metadata is a kind word then a pointer to the type's descriptor; a type
    /// context descriptor holds 32-bit flags, a relative pointer to its parent, then a relative pointer to its name,
    /// a C string. `ViewPathTests` checks the result against the printed name.
    static func nominalName(of type: Any.Type) -> String? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard Self.valueKinds.contains(metadata.load(as: UInt.self)),
              let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
        else { return nil }
        let nameField = descriptor + 2 * MemoryLayout<Int32>.size
        let name = nameField + Int(nameField.load(as: Int32.self))
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The metadata kinds of value types: struct, enum and `Optional` (each flagged as not on the heap, 0x200).
    private static let valueKinds: ClosedRange<UInt> = 0x200...0x202
}
