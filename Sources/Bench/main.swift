import Foundation

// `swift run -c release bench [svg|terminal|update|memory|process|build|all] [--write-docs] [--quick] [--no-peers]
//                             [--with-build]`
// See docs/PERFORMANCE.md for the figures and `BenchCommand` for what each suite does.

HeapPolicy.apply(.retained)
await BenchCommand.main(Array(CommandLine.arguments.dropFirst()))
