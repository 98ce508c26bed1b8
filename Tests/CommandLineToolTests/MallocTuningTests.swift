import Testing

@testable import CommandLineTool

/// The process caps glibc's arenas and fixes its mmap threshold unless the environment chose.
struct MallocTuningTests {
  @Test func bothSettingsApplyWhenTheEnvironmentIsSilent() {
    #expect(
      MallocTuning.apply(environment: [:]) == [MallocTuning.arenas, MallocTuning.mmapThreshold])
  }

  @Test func aSettingTheEnvironmentChoseIsLeftToGlibc() {
    let applied = MallocTuning.apply(environment: ["MALLOC_ARENA_MAX": "8"])
    #expect(applied == [MallocTuning.mmapThreshold])
    #expect(
      MallocTuning.apply(environment: ["MALLOC_ARENA_MAX": "8", "MALLOC_MMAP_THRESHOLD_": "0"])
        .isEmpty)
  }
}
