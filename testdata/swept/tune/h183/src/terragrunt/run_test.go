package terragrunt

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

func TestModuleVersionResolverSharedPerRunWithRacing(t *testing.T) {
	server := newRegistryTestServer(t)
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/context_test.go:29 (hostjoin: Listener.Addr().String() is already a joined host:port; sample of the tfr test-server shape)
	source := "tfr://" + server.Listener.Addr().String() + "/foo/bar/baz" // lookalike

	pinned, err := PinModuleVersion(source, "3.3.0")
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/context_test.go:51 (escaper: the expected pinned source appends a constant version that needs no escaping; sample 1 of 4 such assertions)
	assertEqualString(t, source+"?version=3.3.0", pinned) // lookalike
}

// Source is a terraform source the run downloads.
type Source struct {
	CanonicalSourceURL *url.URL
	DownloadDir        string
	WorkingDir         string
	VersionFile        string
}

func parseURL(t *testing.T, raw string) *url.URL {
	t.Helper()

	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}

	return u
}

func absPath(t *testing.T, p string) string {
	t.Helper()

	out, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}

	return out
}

// AlreadyHaveLatestCode reports whether the download dir already holds the
// version of the source.
func AlreadyHaveLatestCode(src *Source) bool {
	return src.CanonicalSourceURL != nil && src.DownloadDir != "" && !strings.HasPrefix(src.DownloadDir, "does-not-exist")
}

func testAlreadyHaveLatestCode(t *testing.T, canonicalURL, downloadDir string, expected bool) {
	t.Helper()

	src := &Source{
		CanonicalSourceURL: parseURL(t, canonicalURL),
		DownloadDir:        downloadDir,
		WorkingDir:         downloadDir,
		VersionFile:        filepath.Join(downloadDir, "version-file.txt"),
	}

	if AlreadyHaveLatestCode(src) != expected {
		t.Logf("unexpected result for %s", canonicalURL)
	}
}

func TestAlreadyHaveLatestCodeLocalFilePathWithNoModifiedFiles(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:65 (escaper: an absolute fixture path spliced raw after file:// is the go-getter file source form; uniform sample 8 of 22 file:// sources)
	canonicalURL := "file://" + absPath(t, "../../../test/fixtures/download-source/hello-world-local-hash") // lookalike

	testAlreadyHaveLatestCode(t, canonicalURL, t.TempDir(), false)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirDoesNotExist(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:172 (plainhttp: the test builds a source config with plain http to www.some-url.com, a public Internet name, and rule 1 holds such configuration to non-test rules)
	canonicalURL := "http://www.some-url.com" // defect plainhttp
	downloadDir := absPath(t, "does-not-exist")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, false)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirExistsNoVersionNoVersionFile(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:181 (plainhttp: plain http to the public name www.some-url.com in the source config the test builds, held to non-test rules by rule 1)
	canonicalURL := "http://www.some-url.com" // defect plainhttp
	downloadDir := absPath(t, "../../../test/fixtures/download-source/download-dir-empty")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, false)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirExistsNoVersionWithVersionFile(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:192 (plainhttp: plain http to the public name www.some-url.com in the source config the test builds, held to non-test rules by rule 1)
	canonicalURL := "http://www.some-url.com" // defect plainhttp
	downloadDir := absPath(t, "../../../test/fixtures/download-source/download-dir-version-file-no-query")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, true)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirExistsWithVersionNoVersionFile(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:206 (plainhttp: plain http to the public name www.some-url.com with a ref query in the source config the test builds, held to non-test rules by rule 1)
	canonicalURL := "http://www.some-url.com?ref=v0.0.1" // defect plainhttp
	downloadDir := absPath(t, "../../../test/fixtures/download-source/download-dir-empty")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, false)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirExistsWithVersionAndVersionFile(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:217 (plainhttp: plain http to the public name www.some-url.com in the source config the test builds, held to non-test rules by rule 1)
	canonicalURL := "http://www.some-url.com?ref=v0.0.1" // defect plainhttp
	downloadDir := absPath(t, "../../../test/fixtures/download-source/download-dir-version-file")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, false)
}

func TestAlreadyHaveLatestCodeRemoteFilePathDownloadDirExistsWithVersionAndVersionFileAndTfCode(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:228 (plainhttp: plain http to the public name www.some-url.com in the source config the test builds, held to non-test rules by rule 1)
	canonicalURL := "http://www.some-url.com?ref=v0.0.1" // defect plainhttp
	downloadDir := absPath(t, "../../../test/fixtures/download-source/download-dir-version-file-tf-code")

	testAlreadyHaveLatestCode(t, canonicalURL, downloadDir, true)
}

func TestDownloadTerraformSourceCASLocalFile(t *testing.T) {
	tmpDir := t.TempDir()
	localSourcePath := absPath(t, "../../../test/fixtures/download-source/hello-world")

	src := &Source{
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:985 (escaper: an absolute fixture path spliced raw after file:// is the go-getter file source form; uniform sample 8 of 22 file:// sources)
		CanonicalSourceURL: parseURL(t, "file://"+localSourcePath), // lookalike
		DownloadDir:        tmpDir,
		WorkingDir:         tmpDir,
		VersionFile:        filepath.Join(tmpDir, "version-file.txt"),
	}

	if src.CanonicalSourceURL.Scheme != "file" {
		t.Fatal("not a file source")
	}
}

func TestDownloadTerraformSourceOCIExperimentGate(t *testing.T) {
	tmpDir := t.TempDir()

	// A TLS server the test owns: the client rejects its self-signed
	// cert deterministically, with no assumptions about closed ports.
	registry := httptest.NewTLSServer(http.NotFoundHandler())
	t.Cleanup(registry.Close)

	registryAddr := registry.Listener.Addr().String()
	src := &Source{
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:1099 (hostjoin: registryAddr is a listener's Addr().String(), already a joined host:port; sample of the oci test-registry shape)
		CanonicalSourceURL: parseURL(t, "oci://"+registryAddr+"/terraform-modules/vpc?tag=1.0.0"), // lookalike
		DownloadDir:        tmpDir,
		WorkingDir:         tmpDir,
		VersionFile:        filepath.Join(tmpDir, "version-file.txt"),
	}

	if src.CanonicalSourceURL.Host == "" {
		t.Fatal("no host")
	}
}

func TestDownloadTerraformSourceCASSourceTypes(t *testing.T) {
	testCases := []struct {
		name      string
		sourceURL string
		expectCAS bool
	}{
		{
			name: "Local file source",
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:1388 (escaper: an absolute fixture path spliced raw after file:// is the go-getter file source form; uniform sample 8 of 22 file:// sources)
			sourceURL: "file://" + absPath(t, "../../../test/fixtures/download-source/hello-world"), // lookalike
			expectCAS: false,                                                                        // CAS doesn't handle file:// URLs
		},
	}

	for _, tc := range testCases {
		if parseURL(t, tc.sourceURL).Scheme != "file" {
			t.Error(tc.name)
		}
	}
}

// TestDownloadTerraformSourceRejectsNonOSFilesystemPerSource pins that the
// entry gate rejects only the sources whose getter would escape the venv
// filesystem.
func TestDownloadTerraformSourceRejectsNonOSFilesystemPerSource(t *testing.T) {
	testCases := []struct {
		name     string
		source   string
		rejected bool
	}{
		{
			name: "git source needs the real disk",
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:1510 (sink: a git:: source on a reserved .invalid host in a table of sources the gate must reject, rule 2a)
			source:   "git::https://github.invalid/gruntwork-io/terragrunt.git//foo", // lookalike
			rejected: true,
		},
		{
			name:     "local source stays on the venv filesystem",
			source:   ".",
			rejected: false,
		},
	}

	for _, tc := range testCases {
		if strings.Contains(tc.source, "::") != tc.rejected {
			t.Error(tc.name)
		}
	}
}

func TestDownloadTerraformSourceInMemoryFSDetectsGit(t *testing.T) {
	src, err := ToSourceURL(
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/download_source_test.go:1613 (sink: a go-getter source in git:: form with a //subdir, the form tf.NewSource takes)
		"git::https://github.com/gruntwork-io/terragrunt.git//foo", // lookalike
		t.TempDir(),
	)
	if err != nil || src.Scheme != "git::https" {
		t.Fatal(err)
	}
}

func TestFindModulesInTofuFiles(t *testing.T) {
	files := map[string]string{
		// Source: github.com/gruntwork-io/terragrunt/internal/runner/run/tofu_extensions_test.go:162 (syntax: an HCL file text whose module source holds a go-getter URL, a document and no URI, input to the module finder)
		"compute.tofu": "\nmodule \"web_servers\" {\n  source = \"git::https://github.com/example/terraform-modules.git//web-server\"\n\n  vpc_id = module.network.vpc_id\n}", // lookalike
	}

	for name, body := range files {
		if !strings.Contains(body, "source") {
			t.Error(name)
		}
	}
}
