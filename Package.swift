// swift-tools-version: 6.0
import PackageDescription

/// Release builds of the two executables link the Swift runtime and Foundation statically, as
/// `swift build --static-swift-stdlib` does: a new process then skips binding Foundation, its ICU data and the runtime
/// through the dynamic loader, which was a third of a short command's instructions (docs/PERFORMANCE.md). Debug builds
/// stay dynamic, so they link fast. The libraries carry no such flag, so packages that depend on them are unaffected.
/// They are also linked at a fixed address (`-no-pie`): a position-independent executable of this size carries 86,000
/// relocations that the loader applies at every start (1.2 M instructions and 200 page faults of `bench render-svg
/// 12`'s 19.5 M and 780). The cost is that the two tools' own code is not placed at a random address.
let staticRuntimeInRelease: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
    [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
    [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
)

/// `bench` goes further in release builds and is linked as a static executable (`-static-executable`: glibc, libm
/// and libstdc++ too), so a new process maps no shared library and the loader binds no symbol: `bench render-svg 12`
/// 12.0 M → 9.6 M instructions, 505 → 385 page faults. The gallery stays as above, for two reasons. Its async `main`
/// suspends, and libdispatch then ends the main thread with `pthread_exit`, whose unwinding in a static executable
/// first sorts every frame description of the binary (+50 ms); and the test targets that import it are linked with
/// its linker flags, while XCTest and Swift Testing ship only as shared libraries. glibc warns when it is linked that
/// a static executable's `dlopen`, `getpwuid` and `getaddrinfo` need its shared libraries at run time, as they do
/// in the dynamic build.
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
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    targets: [
        .target(name: "Declarative", swiftSettings: directMetadataAccessInRelease),
        .target(name: "Charts", dependencies: ["Declarative"], swiftSettings: directMetadataAccessInRelease),
        .target(name: "Backends", dependencies: ["Declarative"], swiftSettings: directMetadataAccessInRelease),
        .target(name: "DeclarativeTesting", dependencies: ["Declarative"]),
        .executableTarget(name: "Gallery", dependencies: ["Declarative", "Charts", "Backends"],
                          swiftSettings: staticRuntimeInRelease.swift + directMetadataAccessInRelease,
                          linkerSettings: staticRuntimeInRelease.linker),
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
