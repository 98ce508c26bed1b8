import Domain
import Foundation
import TestSupport
import Testing

@testable import ITunesCatalog

/// Real responses broken in every way a network or a server can break them: the mapper always
/// gives a result or `MusicLibraryError.unexpectedResponse`, never a crash or another error.
@Suite struct DecoderMutationTests {
  let mapper = ITunesResponseMapper()

  /// A sample's document with the value at `path` replaced, or removed when `replacement` is nil.
  struct Mutation: Sendable {
    let sample: String
    let document: SerializedDocument
    let path: [JSONValue.Step]
    var replacement: JSONValue? = nil
  }

  /// Every fixture of `Tools/fake-itunes/fixtures`, the real iTunes samples among them.
  static let samples: [(name: String, body: Data)] = {
    let directory = FakeITunesServer.fixturesDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      (try? Data(contentsOf: directory.appending(path: name))).map { (name, $0) }
    }
  }()

  /// Each sample parsed, serialized for mutating, and its paths, made once for the suite.
  static let documents:
    [(name: String, serialized: SerializedDocument, paths: [[JSONValue.Step]])] =
      samples.compactMap { sample in
        (try? JSONDecoder().decode(JSONValue.self, from: sample.body)).map {
          (sample.name, SerializedDocument($0), $0.allPaths)
        }
      }

  @Test func samplesAreThere() {
    #expect(Self.documents.count == Self.samples.count, "every sample is JSON")
    #expect(Self.samples.count >= 10)
  }

  @Test func everySampleCutAtEveryByte() async throws {
    var sample = MutationSample(stride: 64)
    var cuts: [(String, Data)] = []
    var expected = 0
    for file in Self.samples {
      let picked = sample.pick(count: file.body.count)
      cuts += picked.indices.map { length in (file.name, file.body.prefix(length)) }
      expected += picked.count
    }
    let tried = try await expectResultsOrTypedErrors(cuts) { $0 }
    print("Decoder mutations: \(tried) cut bodies\(sample.described)")
    #expect(tried == expected)
    #expect(sample.isComplete ? tried == Self.samples.map(\.body.count).reduce(0, +) : tried > 0)
  }

  @Test func everyKeyRemovedOneAtATime() async throws {
    var sample = MutationSample(stride: 24)
    var mutations: [Mutation] = []
    var all = 0
    var expected = 0
    for file in Self.documents {
      let paths = file.paths.filter { $0.last.map(isKey) ?? false }
      let picked = sample.pick(count: paths.count)
      mutations += picked.indices.map {
        Mutation(sample: file.name, document: file.serialized, path: paths[$0])
      }
      all += paths.count
      expected += picked.count
    }
    let tried = try await expectResultsOrTypedErrors(mutations, body: mutatedBody)
    print("Decoder mutations: \(tried) bodies with one key removed\(sample.described)")
    #expect(all > 1000)
    #expect(tried == expected)
  }

  /// Each value also meets its own kind with other content, which is a mutation too.
  @Test func everyValueReplacedByOneOfEachKind() async throws {
    var sample = MutationSample(stride: 64)
    var mutations: [Mutation] = []
    var all = 0
    var expected = 0
    for file in Self.documents {
      for replacement in JSONValue.oneOfEachKind {
        let picked = sample.pick(count: file.paths.count)
        mutations += picked.indices.map {
          Mutation(
            sample: file.name, document: file.serialized, path: file.paths[$0],
            replacement: replacement)
        }
        all += file.paths.count
        expected += picked.count
      }
    }
    let tried = try await expectResultsOrTypedErrors(mutations, body: mutatedBody)
    print("Decoder mutations: \(tried) bodies with one value replaced\(sample.described)")
    #expect(all > 10000)
    #expect(tried == expected)
  }

  @Test func aSampleTakesEveryStrideFromAnOffsetOfEachGroupAndAllTakesEverything() {
    let stride = 24
    var sample = MutationSample(stride: stride, environment: [:])
    for count in [0, 1, 2, stride - 1, stride, 1000] {
      let picked = sample.pick(count: count)
      let indices = Array(picked.indices)
      #expect(indices.count == picked.count, "\(count)")
      #expect(count == 0 ? indices.isEmpty : !indices.isEmpty, "every group is tried")
      #expect(zip(indices, indices.dropFirst()).allSatisfy { $1 - $0 == stride })
      #expect(indices.allSatisfy { (0..<count).contains($0) })
      #expect((indices.first ?? 0) < stride)
    }
    var again = MutationSample(stride: stride, environment: [:])
    var first = MutationSample(stride: stride, environment: [:])
    #expect(Array(again.pick(count: 1000).indices) == Array(first.pick(count: 1000).indices))
    var all = MutationSample(stride: stride, environment: [MutationSample.variable: "all"])
    #expect(Array(all.pick(count: 1000).indices) == Array(0..<1000))
    #expect(all.pick(count: 1000).count == 1000)
  }

  @Test(arguments: [
    DeepNesting.arraysAsBody, .objectsAsBody, .arraysAsResults, .arraysAsTitle, .unclosedArrays,
  ])
  func deepNestingIsRefusedOrIgnored(_ nesting: DeepNesting) {
    expectResultOrTypedError(nesting.body(depth: 10_000), from: nesting.rawValue)
  }

  private func isKey(_ step: JSONValue.Step) -> Bool {
    if case .key = step { true } else { false }
  }

  private func mutatedBody(_ mutation: Mutation) throws -> (String, Data) {
    let text = mutation.document.text(replacing: mutation.path[...], with: mutation.replacement)
    return (mutation.sample, try #require(text))
  }

  /// Tries the body made of each item, the items spread over the cores; the number tried.
  private func expectResultsOrTypedErrors<Item: Sendable>(
    _ items: [Item], sourceLocation: SourceLocation = #_sourceLocation,
    body: @escaping @Sendable (Item) throws -> (sample: String, body: Data)
  ) async throws -> Int {
    let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return try await withThrowingTaskGroup(of: Int.self) { group in
      for lane in 0..<lanes {
        group.addTask {
          var tried = 0
          for index in stride(from: lane, to: items.count, by: lanes) {
            let (sample, data) = try body(items[index])
            expectResultOrTypedError(data, from: sample, sourceLocation: sourceLocation)
            tried += 1
          }
          return tried
        }
      }
      return try await group.reduce(0, +)
    }
  }

  private func expectResultOrTypedError(
    _ body: Data, from sample: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let decoders: [(Data) throws -> Void] = [
      { _ = try mapper.searchPage(from: $0) }, { _ = try mapper.album(from: $0) },
      { _ = try mapper.mediaItems(from: $0, kind: .ebook) },
    ]
    for decode in decoders {
      do {
        try decode(body)
      } catch let error as MusicLibraryError {
        #expect(error == .unexpectedResponse, "\(sample)", sourceLocation: sourceLocation)
      } catch {
        Issue.record("\(sample): untyped \(error)", sourceLocation: sourceLocation)
      }
    }
  }
}

/// Bodies nested far deeper than any real response.
enum DeepNesting: String, CustomTestStringConvertible, Sendable {
  case arraysAsBody, objectsAsBody, arraysAsResults, arraysAsTitle, unclosedArrays

  var testDescription: String { rawValue }

  func body(depth: Int) -> Data {
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let text =
      switch self {
      case .arraysAsBody: arrays
      case .objectsAsBody:
        String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
      case .arraysAsResults: "{\"resultCount\":1,\"results\":\(arrays)}"
      case .arraysAsTitle:
        "{\"resultCount\":1,\"results\":[{\"wrapperType\":\"collection\",\"collectionId\":1,"
          + "\"collectionName\":\(arrays)}]}"
      case .unclosedArrays: String(repeating: "[", count: depth)
      }
    return Data(text.utf8)
  }
}

/// Which mutations a run decodes. The default run decodes every `stride`-th mutation of each
/// group (a sample file, and a kind of mutation) from an offset drawn from a fixed seed, the same
/// on every run; `MUSICLIB_TEST_MUTATIONS=all` decodes every one (a CI step of its own).
struct MutationSample {
  static let variable = "MUSICLIB_TEST_MUTATIONS"

  /// 1 when every mutation is tried.
  let stride: Int
  private var generator = SplitMix64(seed: 36)

  init(stride: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.stride = environment[Self.variable] == "all" ? 1 : stride
  }

  var isComplete: Bool { stride == 1 }

  /// A note for the test's output.
  var described: String {
    isComplete ? " (all)" : " (every \(stride)th; \(Self.variable)=all tries all)"
  }

  /// The indices of a group of `count` mutations to try, and how many they are.
  mutating func pick(count: Int) -> (indices: StrideTo<Int>, count: Int) {
    let draw = generator.next()
    guard count > 0 else { return (Swift.stride(from: 0, to: 0, by: stride), 0) }
    let offset = Int(draw % UInt64(min(stride, count)))
    return (
      Swift.stride(from: offset, to: count, by: stride), (count - offset + stride - 1) / stride
    )
  }
}
