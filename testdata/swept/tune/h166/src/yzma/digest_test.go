package yzma

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const collidingName = "llama-b10783-bin-ubuntu-vulkan-arm64.tar.gz"

func testManifest() *manifest {
	return &manifest{
		Sources: map[string]manifestSource{
			"hybridgroup/llama-cpp-builder": {
				Tag:    "b10783",
				Assets: map[string]manifestAsset{collidingName: {SHA256: "bbbb"}},
			},
			"ggml-org/llama.cpp": {
				Tag:    "b10783",
				Assets: map[string]manifestAsset{collidingName: {SHA256: "gggg"}},
			},
		},
	}
}

func TestManifestDigestForUsesTheSource(t *testing.T) {
	m := testManifest()

	tests := []struct {
		name string
		url  string
		want string
	}{
		{
			name: "the builder asset",
			// Source: github.com/hybridgroup/yzma/pkg/download/digest_test.go:56 (escaper: a row of the asset-URL matcher's table that varies the repository and tag on purpose, rules 2c and 2d; the constant asset name needs no escaping)
			url:  "https://github.com/hybridgroup/llama-cpp-builder/releases/download/b10783/" + collidingName, // lookalike
			want: "bbbb",
		},
		{
			name: "the upstream asset of the same name",
			// Source: github.com/hybridgroup/yzma/pkg/download/digest_test.go:61 (escaper: another row of the matcher's table varying the repository, rules 2c and 2d, with a URL-safe constant name)
			url:  "https://github.com/ggml-org/llama.cpp/releases/download/b10783/" + collidingName, // lookalike
			want: "gggg",
		},
		{
			name: "a repository the manifest does not name",
			// Source: github.com/hybridgroup/yzma/pkg/download/digest_test.go:66 (escaper: a row of the matcher's table with a repository the manifest lacks, rules 2c and 2d)
			url:  "https://github.com/someone/mirror/releases/download/b10783/" + collidingName, // lookalike
			want: "",
		},
		{
			name: "a tag that does not agree",
			// Source: github.com/hybridgroup/yzma/pkg/download/digest_test.go:71 (escaper: a row of the matcher's table varying the tag, rules 2c and 2d)
			url:  "https://github.com/ggml-org/llama.cpp/releases/download/b10600/" + collidingName, // lookalike
			want: "",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := m.digestFor(tt.url); got != tt.want {
				t.Errorf("digestFor(%s) = %q, want %q", tt.url, got, tt.want)
			}
		})
	}
}

func TestPinnedVersion(t *testing.T) {
	digest := strings.Repeat("ab", 32)
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, digest)
	}))
	defer server.Close()
	original := releaseAPIURL
	releaseAPIURL = server.URL + "/releases/tags/%s"
	defer func() { releaseAPIURL = original }()

	tests := []struct {
		name string
		tag  string
	}{
		{name: "the current version", tag: "b10783"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/hybridgroup/yzma/pkg/download/digest_test.go:554 (port: the expected version pin tag@sha256:digest, no URI; the text after the colon is a digest, not a port)
			want := tt.tag + "@sha256:" + digest // lookalike
			if pin, err := PinnedVersion(context.Background(), tt.tag); err != nil || pin != want {
				t.Errorf("PinnedVersion() = %q, %v, want %q", pin, err, want)
			}
		})
	}
}
