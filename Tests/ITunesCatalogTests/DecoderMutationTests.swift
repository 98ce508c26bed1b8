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

  @Test func samplesAreThere() {
    #expect(Self.samples.count >= 10)
  }

  @Test func everySampleCutAtEveryByte() async throws {
    let cuts = Self.samples.flatMap { sample in
      (0..<sample.body.count).map { length in (sample.name, sample.body.prefix(length)) }
    }
    let tried = try await expectResultsOrTypedErrors(cuts) { $0 }
    print("Decoder mutations: \(tried) cut bodies")
    #expect(tried == Self.samples.map(\.body.count).reduce(0, +))
  }

  @Test func everyKeyRemovedOneAtATime() async throws {
    var mutations: [Mutation] = []
    for sample in Self.samples {
      let document = try JSONDecoder().decode(JSONValue.self, from: sample.body)
      let serialized = SerializedDocument(document)
      for path in document.allPaths where path.last.map(isKey) ?? false {
        mutations.append(Mutation(sample: sample.name, document: serialized, path: path))
      }
    }
    let tried = try await expectResultsOrTypedErrors(mutations, body: mutatedBody)
    print("Decoder mutations: \(tried) bodies with one key removed")
    #expect(tried > 1000)
  }

  /// Each value also meets its own kind with other content, which is a mutation too.
  @Test func everyValueReplacedByOneOfEachKind() async throws {
    var mutations: [Mutation] = []
    for sample in Self.samples {
      let document = try JSONDecoder().decode(JSONValue.self, from: sample.body)
      let serialized = SerializedDocument(document)
      for path in document.allPaths {
        for replacement in JSONValue.oneOfEachKind {
          mutations.append(
            Mutation(
              sample: sample.name, document: serialized, path: path, replacement: replacement))
        }
      }
    }
    let tried = try await expectResultsOrTypedErrors(mutations, body: mutatedBody)
    print("Decoder mutations: \(tried) bodies with one value replaced")
    #expect(tried > 10000)
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
