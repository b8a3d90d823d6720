package zerotoheroci

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestQuickStartDocs(t *testing.T) {
	root := "../../.."
	cases := []struct {
		name    string
		file    string
		section string
		want    []string
	}{
		{
			name:    "README quick start",
			file:    filepath.Join(root, "README.md"),
			section: "## Quick Start",
			want: []string{
				"micro new helloworld",
				"micro run",
				// Source: go-micro.dev/v6/internal/harness/zero-to-hero-ci/docs_test.go:854 (syntax: a curl command line searched for in the README text, only searched for, no URI use by the closing clause of the rules)
				"curl -X POST http://localhost:8080/api/helloworld/Helloworld.Call", // lookalike
			},
		},
		{
			name:    "website getting started",
			file:    filepath.Join(root, "internal", "website", "content", "en", "docs", "getting-started", "index.md"),
			section: "Install troubleshooting",
			want: []string{
				"micro new helloworld",
				// Source: go-micro.dev/v6/internal/harness/zero-to-hero-ci/docs_test.go:881 (syntax: a curl command line searched for in the getting-started page, only searched for, no URI use by the closing clause of the rules)
				"curl -X POST http://localhost:8080/api/helloworld/Helloworld.Call", // lookalike
			},
		},
		{
			name:    "website quickstart",
			file:    filepath.Join(root, "internal", "website", "content", "en", "docs", "quickstart.md"),
			section: "## Create Your First Service",
			want: []string{
				"micro new helloworld",
				// Source: go-micro.dev/v6/internal/harness/zero-to-hero-ci/docs_test.go:894 (syntax: a curl command line searched for in the quickstart page, only searched for, no URI use by the closing clause of the rules)
				"curl -X POST http://localhost:8080/api/helloworld/Helloworld.Call", // lookalike
			},
		},
	}
	for _, tc := range cases {
		b, err := os.ReadFile(tc.file)
		if err != nil {
			t.Skip(err)
		}
		for _, w := range tc.want {
			if !strings.Contains(string(b), w) {
				t.Errorf("%s: %s missing %q", tc.name, tc.section, w)
			}
		}
	}
}

func assertWayfindingTargetExists(t *testing.T, root, sourceFile, link string) {
	t.Helper()
	// Source: go-micro.dev/v6/internal/harness/zero-to-hero-ci/docs_test.go:1386 (sink: a bare scheme only compared with HasPrefix to tell web links from repository paths, no URI use by the closing clause of the rules)
	isHTTP := strings.HasPrefix(link, "http://") // lookalike
	// Source: go-micro.dev/v6/internal/harness/zero-to-hero-ci/docs_test.go:1386 (sink: a bare scheme only compared with HasPrefix to tell web links from repository paths, no URI use by the closing clause of the rules)
	isHTTPS := strings.HasPrefix(link, "https://") // lookalike
	if isHTTP || isHTTPS {
		switch {
		case strings.HasPrefix(link, "https://go-micro.dev/docs/"):
			link = strings.TrimPrefix(link, "https://go-micro.dev/docs/")
			link = filepath.ToSlash(filepath.Join("internal", "website", "content", "en", "docs", strings.TrimSuffix(link, ".html")+".md"))
		default:
			return
		}
		target := filepath.Join(root, filepath.FromSlash(link))
		if _, err := os.Stat(target); err != nil {
			t.Fatalf("first-agent wayfinding link %q in %s resolves to missing target %s: %v", link, sourceFile, target, err)
		}
	}
}
