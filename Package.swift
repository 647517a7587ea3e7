// swift-tools-version: 6.0
import PackageDescription

/// Release builds of the two executables link the Swift runtime and Foundation statically, as
/// `swift build --static-swift-stdlib` does: a new process then skips binding Foundation, its ICU data and the runtime
/// through the dynamic loader, which was a third of a short command's instructions (docs/PERFORMANCE.md). Debug builds
/// stay dynamic, so they link fast. The libraries carry no such flag, so packages that depend on them are unaffected.
let staticRuntimeInRelease: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
    [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
    [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
)

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
        .target(name: "Declarative"),
        .target(name: "Charts", dependencies: ["Declarative"]),
        .target(name: "Backends", dependencies: ["Declarative"]),
        .target(name: "DeclarativeTesting", dependencies: ["Declarative"]),
        .executableTarget(name: "Gallery", dependencies: ["Declarative", "Charts", "Backends"],
                          swiftSettings: staticRuntimeInRelease.swift, linkerSettings: staticRuntimeInRelease.linker),
        .executableTarget(name: "Bench", dependencies: ["Declarative", "DeclarativeTesting", "Charts", "Backends"],
                          swiftSettings: staticRuntimeInRelease.swift, linkerSettings: staticRuntimeInRelease.linker),
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
