package yzma

import "testing"

// llama.cpp renamed its ROCm assets. Resolution must follow the names that the
// requested build published.
func TestDefaultResolverROCmNaming(t *testing.T) {
	tests := []struct {
		name    string
		os      OS
		version string
		want    string
	}{
		{"linux after the rename", Linux, "b10705", "llama-b10705-bin-ubuntu-rocm-7.14-x64.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: tt.os, Processor: ROCm, Version: tt.version,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:373 (escaper: the expected value of the URL-building resolver, held to non-test rules by rule 1, splices a b<digits> tag and an asset name that need no escaping)
			want := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.version + "/" + tt.want // lookalike
			if len(urls) != 1 || urls[0] != want {
				t.Fatalf("Resolve() = %v, want [%s]", urls, want)
			}
		})
	}
}

// A tagged release keeps its binaries under a nightly build tag. That tag decides
// the ROCm asset names.
func TestDefaultResolverROCmTaggedRelease(t *testing.T) {
	tests := []struct {
		name     string
		os       OS
		upstream string
		want     string
	}{
		{"linux between the renames", Linux, "b10766", "llama-b10766-bin-ubuntu-rocm-7.14-x64.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: tt.os, Processor: ROCm, Version: "v0.3.0", UpstreamVersion: tt.upstream,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:403 (escaper: expected resolver output with a nightly tag and asset name spliced raw, both URL-safe, rule 1)
			want := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.upstream + "/" + tt.want // lookalike
			if len(urls) != 1 || urls[0] != want {
				t.Fatalf("Resolve() = %v, want [%s]", urls, want)
			}
		})
	}
}

// llama.cpp changed the OpenVINO version in its asset names. Rewritten here on the
// ROCm row, which the stand-in resolver knows.
func TestDefaultResolverOpenVINONaming(t *testing.T) {
	tests := []struct {
		name    string
		os      OS
		version string
		want    string
	}{
		{"linux at 2026.4", Linux, "b11024", "llama-b11024-bin-ubuntu-rocm-7.14-x64.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: tt.os, Processor: ROCm, Version: tt.version,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:441 (escaper: expected resolver output splicing a checked tag and a constant asset name, URL-safe, rule 1)
			want := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.version + "/" + tt.want // lookalike
			if len(urls) != 1 || urls[0] != want {
				t.Fatalf("Resolve() = %v, want [%s]", urls, want)
			}
		})
	}
}

// A tagged release keeps its binaries under a nightly build tag, so that tag decides
// the asset names.
func TestDefaultResolverOpenVINOTaggedRelease(t *testing.T) {
	tests := []struct {
		name     string
		os       OS
		upstream string
		want     string
	}{
		{"linux at 2026.4", Linux, "b11024", "llama-b11024-bin-ubuntu-rocm-7.14-x64.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: tt.os, Processor: ROCm, Version: "v0.3.0", UpstreamVersion: tt.upstream,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:474 (escaper: expected resolver output with the nightly tag spliced raw, URL-safe, rule 1)
			want := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.upstream + "/" + tt.want // lookalike
			if len(urls) != 1 || urls[0] != want {
				t.Fatalf("Resolve() = %v, want [%s]", urls, want)
			}
		})
	}
}

// llama.cpp changed the CUDA version of its Windows builds. Both the runtime archive
// and the llama.cpp build must follow the requested build.
func TestDefaultResolverWindowsCUDANaming(t *testing.T) {
	tests := []struct {
		name    string
		version string
		cuda    string
	}{
		{"after the change", "b11005", "13.4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: Windows, Processor: CUDA, Version: tt.version,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:533 (escaper: the expected release location with a trailing slash, built from a checked tag, rule 1; names are then appended to it)
			location := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.version + "/" // lookalike
			want := []string{
				location + "cudart-llama-bin-win-cuda-" + tt.cuda + "-x64.zip",
				location + "llama-" + tt.version + "-bin-win-cuda-" + tt.cuda + "-x64.zip",
			}
			if len(urls) != 2 || urls[0] != want[0] || urls[1] != want[1] {
				t.Fatalf("Resolve() = %v, want %v", urls, want)
			}
		})
	}
}

// A tagged release keeps its binaries under a nightly build tag. That tag decides
// the CUDA version in the Windows asset names.
func TestDefaultResolverWindowsCUDATaggedRelease(t *testing.T) {
	tests := []struct {
		name     string
		upstream string
		cuda     string
	}{
		{"at the change", "b10977", "13.4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: AMD64, OS: Windows, Processor: CUDA, Version: "v0.3.0", UpstreamVersion: tt.upstream,
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:564 (escaper: the expected release location built from the nightly tag, URL-safe, rule 1)
			location := "https://github.com/ggml-org/llama.cpp/releases/download/" + tt.upstream + "/" // lookalike
			want := []string{
				location + "cudart-llama-bin-win-cuda-" + tt.cuda + "-x64.zip",
				location + "llama-" + tt.upstream + "-bin-win-cuda-" + tt.cuda + "-x64.zip",
			}
			if len(urls) != 2 || urls[0] != want[0] || urls[1] != want[1] {
				t.Fatalf("Resolve() = %v, want %v", urls, want)
			}
		})
	}
}

// The machine's CUDA version selects the Linux CUDA build.
func TestDefaultResolverLinuxCUDAVersion(t *testing.T) {
	tests := []struct {
		name string
		arch Arch
		want string
	}{
		{"amd64 with CUDA 12", AMD64, "llama-b11053-bin-ubuntu-cuda-x64.tar.gz"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := DefaultResolver.Resolve(Target{
				Arch: tt.arch, OS: Linux, Processor: CUDA, Version: "b11053",
			})
			if err != nil {
				t.Fatalf("Resolve() failed: %v", err)
			}
			// Source: github.com/hybridgroup/yzma/pkg/download/resolver_test.go:606 (escaper: the expected builder-release URL with a constant asset name appended, URL-safe, rule 1)
			want := "https://github.com/hybridgroup/llama-cpp-builder/releases/download/b11053/" + tt.want // lookalike
			if len(urls) != 1 || urls[0] != want {
				t.Fatalf("Resolve() = %v, want %v", urls, []string{want})
			}
		})
	}
}
