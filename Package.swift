// swift-tools-version: 6.0
import PackageDescription

/// Release builds of the two executables are linked as static executables (`-static-executable`: the Swift runtime,
/// Foundation, glibc, libm and libstdc++), so a new process maps no shared library and the loader binds no symbol:
/// `bench render-svg 12` 12.0 M → 9.6 M instructions, 505 → 385 page faults; `gallery show workouts` 788 → 628 page
/// faults. A static executable is also linked at a fixed address, so it carries none of the 86,000 relocations a
/// position-independent one of this size has the loader apply at every start; the cost is that the tools' own code
/// is not placed at a random address. Debug builds stay dynamic, so they link fast. The libraries carry no such flag,
/// so packages that depend on them are unaffected; the gallery's code is a library of its own for the same reason
/// (its tests link with the flags of what they import, and XCTest and Swift Testing ship only as shared libraries).
/// glibc warns when it is linked that a static executable's `dlopen`, `getpwuid` and `getaddrinfo` need its shared
/// libraries at run time, as they do in a dynamic build.
let staticExecutableInRelease: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
    [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
    [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]
)

/// Release builds of the libraries reach generic types' metadata through the types' metadata accessors, passing the
/// conformances they require, instead of through the types' mangled names (Swift's default on Linux, which saves code
/// size): a mangled name makes the runtime look each such conformance up (`Dictionary<K, V>` needs `K: Hashable`),
/// and the first look-up of a type and protocol scans every conformance record of the binary (about 6,300, ~0.2 M
/// instructions each). That was a fifth of the instructions of `bench render-svg 12`. The flag is an unsafe flag,
/// which SwiftPM refuses in a package depended on by version, so it is left out where the package is such a
/// dependency (checked out under `checkouts/`, or downloaded from a registry): its users' builds are unchanged.
let isDependencyCheckout = ["/checkouts/", "/registry/downloads/"].contains { Context.packageDirectory.contains($0) }
let directMetadataAccessInRelease: [SwiftSetting] = isDependencyCheckout ? [] : [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

let package = Package(
    name: "Declarative",
    products: [
        .library(name: "Declarative", targets: ["Declarative"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "Backends", targets: ["Backends"]),
        // Test support for apps written with Declarative: `TestHost` runs a view on a virtual clock.
        .library(name: "DeclarativeTesting", targets: ["DeclarativeTesting"]),
        .executable(name: "gallery", targets: ["GalleryMain"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    targets: [
        .target(name: "Declarative", swiftSettings: directMetadataAccessInRelease),
        .target(name: "Charts", dependencies: ["Declarative"], swiftSettings: directMetadataAccessInRelease),
        .target(name: "Backends", dependencies: ["Declarative"], swiftSettings: directMetadataAccessInRelease),
        .target(name: "DeclarativeTesting", dependencies: ["Declarative"]),
        // The gallery's demos, catalogue and commands, in a library so that its tests link without the executable's
        // flags; the executable is its `main.swift` alone.
        .target(name: "Gallery", dependencies: ["Declarative", "Charts", "Backends"], path: "Sources/Gallery",
                exclude: ["main.swift"], swiftSettings: directMetadataAccessInRelease),
        .executableTarget(name: "GalleryMain", dependencies: ["Gallery"], path: "Sources/Gallery",
                          exclude: ["Catalogue", "CLI", "Demos", "Interactive"], sources: ["main.swift"],
                          swiftSettings: staticExecutableInRelease.swift + directMetadataAccessInRelease,
                          linkerSettings: staticExecutableInRelease.linker),
        .executableTarget(name: "Bench", dependencies: ["Declarative", "DeclarativeTesting", "Charts", "Backends"],
                          swiftSettings: staticExecutableInRelease.swift + directMetadataAccessInRelease,
                          linkerSettings: staticExecutableInRelease.linker),
        // Test support shared by the test targets: running command-line tools (xmllint, tmux, chromium).
        .target(name: "TestTools", dependencies: ["Declarative", "Backends"], path: "Tests/TestTools"),
        .testTarget(name: "DeclarativeTests", dependencies: ["Declarative", "DeclarativeTesting"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Declarative", "DeclarativeTesting", "Backends", "TestTools"], exclude: ["Goldens"]),
        .testTarget(name: "BackendsTests", dependencies: ["Backends", "Declarative", "TestTools"], exclude: ["Controls/Goldens"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Charts", "Backends", "Declarative", "DeclarativeTesting",
                                                         "TestTools"]),
        // Chart screens in the style of published SwiftUI code, compiled in Swift 5 mode as most of it is.
        .testTarget(name: "CompatibilityTests", dependencies: ["Declarative", "Charts", "Backends", "TestTools"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // A few such screens in Swift 6 mode, with strict concurrency.
        .testTarget(name: "CompatibilitySwift6Tests", dependencies: ["Declarative", "Charts", "Backends", "TestTools"]),
    ],
    swiftLanguageModes: [.v6]
)
