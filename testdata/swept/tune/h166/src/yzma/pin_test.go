package yzma

import (
	"context"
	"errors"
	"strings"
	"testing"

	getter "github.com/hashicorp/go-getter"
)

var aDigest = strings.Repeat("ab", 32)

func TestParsePinnedVersionRefuses(t *testing.T) {
	tests := []struct {
		name    string
		version string
		wantErr error
	}{
		{
			name:    "latest cannot take a digest",
			version: "latest@sha256:" + aDigest,
			wantErr: ErrInvalidVersion,
		},
		{
			name: "an empty version cannot take a digest",
			// Source: github.com/hybridgroup/yzma/pkg/download/pin_test.go:88 (port: a version pin in a table of refused inputs with wantErr, no URI, and a deliberate fixture by rule 2a)
			version: "@sha256:" + aDigest, // lookalike
			wantErr: ErrInvalidVersion,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := ParsePinnedVersion(tt.version)
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("ParsePinnedVersion(%q) error = %v, want %v", tt.version, err, tt.wantErr)
			}
		})
	}
}

func TestAPinWorksWithACustomResolver(t *testing.T) {
	var got []Asset
	original := getFunc
	getFunc = func(_ context.Context, asset Asset, _ string, _ getter.ProgressTracker) error {
		got = append(got, asset)
		return nil
	}
	defer func() { getFunc = original }()

	// A resolver that names a release asset still gets the pinned digest,
	// because Install reads the manifest, not the resolver.
	resolver := ResolverFunc(func(target Target) ([]string, error) {
		return []string{
			"https://github.com/hybridgroup/llama-cpp-builder/releases/download/" +
				// Source: github.com/hybridgroup/yzma/pkg/download/pin_test.go:363 (escaper: the resolver splices target.Version, which Install has stripped of its digest and checked, so the asset URL needs no escaping)
				target.Version + "/llama-" + target.Version + "-bin-ubuntu-cpu-arm64.tar.gz", // lookalike
		}, nil
	})

	err := Install(context.Background(), Target{
		Arch: ARM64, OS: Linux, Processor: CPU,
		Version: "b10783@sha256:" + aDigest,
	}, t.TempDir(), resolver)
	if err != nil {
		t.Fatalf("Install() with a custom resolver and a pin failed: %v", err)
	}
	if len(got) != 1 || strings.Contains(got[0].URL, "@") {
		t.Errorf("got %v, want one asset URL without the pin", got)
	}
}
