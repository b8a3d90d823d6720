package terragrunt

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// newRegistryTestServer stands up a TLS test server speaking the module
// registry protocol.
func newRegistryTestServer(t *testing.T) *httptest.Server {
	t.Helper()

	mux := http.NewServeMux()

	mux.HandleFunc("/.well-known/terraform.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"modules.v1":"/v1/modules/"}`))
	})

	mux.HandleFunc(
		"/v1/modules/terraform-aws-modules/vpc/aws/3.3.0/download",
		func(w http.ResponseWriter, r *http.Request) {
			// Resolve against the request host so the downloader hits the same
			// test server we are about to shut down at end-of-test.
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:628 (hostjoin: r.Host is the request's whole authority, already host:port, so only a scheme and path are added)
			w.Header().Set("X-Terraform-Get", "https://"+r.Host+"/download/terraform-aws-vpc.zip") // lookalike
			w.WriteHeader(http.StatusNoContent)
		},
	)

	mux.HandleFunc(
		"/v1/modules/terraform-aws-modules/vpc/aws/3.3.1/download",
		func(w http.ResponseWriter, r *http.Request) {
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter_tfr_test.go:189 (hostjoin: r.Host is the request's whole authority, already host:port)
			w.Header().Set("X-Terraform-Get", "https://"+r.Host+"/download/terraform-aws-vpc.zip") // lookalike
			w.WriteHeader(http.StatusNoContent)
		},
	)

	mux.HandleFunc(
		"/v1/modules/terraform-aws-modules/vpc/aws/3.3.2/download",
		func(w http.ResponseWriter, r *http.Request) {
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:89 (syntax: the archive URL ends in go-getter's //subdir selector after an already joined r.Host, and RFC 3986 allows the empty segment)
			w.Header().Set("X-Terraform-Get", "https://"+r.Host+"/download/terraform-aws-vpc.zip//modules/vpc-endpoints") // lookalike
			w.WriteHeader(http.StatusNoContent)
		},
	)

	server := httptest.NewTLSServer(mux)
	t.Cleanup(server.Close)

	return server
}

func TestTFRResolverProbe(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_tfr_test.go:24 (hostjoin: Listener.Addr().String() is already a joined host:port; sample of the tfr test-server shape)
	src := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws?version=3.3.0" // lookalike

	if v, err := tfrVersionFromSource(src); err != nil || v != "3.3.0" {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_tfr_test.go:32 (hostjoin: the expected key URL adds a scheme to the listener's already joined host:port)
	expected := "https://" + server.Listener.Addr().String() + "/download/terraform-aws-vpc.zip" // lookalike
	if expected == "" {
		t.Fatal("empty")
	}
}

func TestTFRResolverProbeIgnoresSubdir(t *testing.T) {
	server := newRegistryTestServer(t)

	base := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws"

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_tfr_test.go:76 (escaper: the constant version 3.3.0 needs no escaping in a query)
	bare, err := tfrVersionFromSource(base + "?version=3.3.0") // lookalike
	if err != nil || bare != "3.3.0" {
		t.Fatal(err)
	}
}

func TestRegistryGetterGetsModule(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:31 (hostjoin: Listener.Addr().String() is already a joined host:port; sample of the tfr test-server shape)
	src := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws?version=3.3.0" // lookalike

	if _, err := tfrVersionFromSource(src); err != nil {
		t.Fatal(err)
	}
}

func TestRegistryGetterGetsSubdir(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:54 (syntax: "//modules/vpc-endpoints" is go-getter's subdir selector, and RFC 3986 allows the empty segment)
	src := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws//modules/vpc-endpoints?version=3.3.0" // lookalike

	if _, err := tfrVersionFromSource(src); err != nil {
		t.Fatal(err)
	}
}

func TestRegistryGetterRejectsDuplicateVersion(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:133 (syntax: a repeated version key on purpose, for which the test expects MalformedRegistryURLErr, rule 2a)
	_, err := tfrVersionFromSource("tfr://" + server.Listener.Addr().String() + "/foo/bar/baz?version=1&version=2") // lookalike

	var typed MalformedRegistryURLErr
	if !errors.As(err, &typed) {
		t.Fatal("want MalformedRegistryURLErr")
	}
}

func TestRegistryGetterBuildMetadataVersion(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:184 (percent: %2B is an upper-case escape of the reserved +, which must stay escaped for semver build metadata)
	src := "tfr://" + server.Listener.Addr().String() + "/cloudstoragesec/cloud-storage-security/aws?version=1.8.26%2Bcss9.10.001" // lookalike

	if v, _ := tfrVersionFromSource(src); v != "1.8.26+css9.10.001" {
		t.Errorf("version %q", v)
	}
}

func TestRegistryGetterRejectsEmptyVersion(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfr_test.go:208 (syntax: an empty version value on purpose, for which the test expects MalformedRegistryURLErr, rule 2a)
	_, err := tfrVersionFromSource("tfr://" + server.Listener.Addr().String() + "/foo/bar/baz?version=") // lookalike

	var typed MalformedRegistryURLErr
	if !errors.As(err, &typed) {
		t.Fatal("want MalformedRegistryURLErr")
	}
}

func TestGetTerraformGetHeaderFallsBackToBodyLocation(t *testing.T) {
	server := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_errors_test.go:64 (syntax: a JSON response body that holds a URL field, a document and no URI)
		_, _ = w.Write([]byte(`{"location":"https://example.com/foo.zip"}`)) // lookalike
	}))
	t.Cleanup(server.Close)
}

func TestModuleVersionResolverPinSharedAcrossCalls(t *testing.T) {
	server := newRegistryTestServer(t)
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:47 (hostjoin: Listener.Addr().String() is already a joined host:port; sample of the tfr test-server shape)
	source := "tfr://" + server.Listener.Addr().String() + "/foo/bar/baz" // lookalike

	pinned, err := PinModuleVersion(source, "3.3.0")
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:61 (escaper: the expected pinned source appends a constant version that needs no escaping)
	assertEqualString(t, source+"?version=3.3.0", pinned) // lookalike
}

func TestPinModuleVersion(t *testing.T) {
	testCases := []struct {
		name       string
		constraint string
		want       string
	}{
		{name: "pessimistic", constraint: "~> 3.0", want: "3.3.0"},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			server := newRegistryTestServer(t)
			source := "tfr://" + server.Listener.Addr().String() + "/terraform-aws-modules/vpc/aws"

			pinned, err := PinModuleVersion(source, tc.want)
			if err != nil {
				t.Fatal(err)
			}

			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:98 (escaper: the expected versions are plain semver strings that need no escaping in a query)
			assertEqualString(t, source+"?version="+tc.want, pinned) // lookalike
		})
	}
}

// TestPinModuleVersionBuildMetadata pins how a resolved version carrying
// semver build metadata is written back into the source: the + is
// percent-encoded, not left to decode as a space.
func TestPinModuleVersionBuildMetadata(t *testing.T) {
	server := newRegistryTestServer(t)
	source := "tfr://" + server.Listener.Addr().String() + "/foo/bar/baz"

	pinned, err := PinModuleVersion(source, "1.8.26+css9.10.001")
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:118 (percent: %2B is an upper-case escape of the reserved +, expected output of code that writes the query, and it must stay escaped)
	assertEqualString(t, source+"?version=1.8.26%2Bcss9.10.001", pinned) // lookalike
}

func TestSourceHasVersionConstraint(t *testing.T) {
	testCases := []struct {
		name   string
		source string
		want   bool
	}{
		{
			name:   "exact pin",
			source: "tfr://registry.opentofu.org/terraform-aws-modules/vpc/aws?version=3.3.0",
			want:   false,
		},
		{
			name: "constraint",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:140 (syntax: the raw constraint with a space is a row of a table varying one URI on purpose, input to the checker that detects such constraints, rules 2c and 2d)
			source: "tfr://registry.opentofu.org/terraform-aws-modules/vpc/aws?version=~> 3.3", // lookalike
			want:   true,
		},
		{
			name: "non-tfr source",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:150 (sink: a git:: source in a row that expects false from the tfr checker, rules 2a and 2d)
			source: "git::https://github.com/foo/bar.git?ref=v1.0.0", // lookalike
			want:   false,
		},
		{
			name: "exact pin with build metadata",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:155 (percent: %2B is an upper-case escape of the reserved +, which must stay escaped for semver build metadata)
			source: "tfr://registry.opentofu.org/cloudstoragesec/cloud-storage-security/aws?version=1.8.26%2Bcss9.10.001", // lookalike
			want:   false,
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := SourceHasVersionConstraint(tc.source); got != tc.want {
				t.Errorf("got %v", got)
			}
		})
	}
}

func TestGetTerraformGetHeader(t *testing.T) {
	server := newRegistryTestServer(t)

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:196 (hostjoin: the listener's Addr().String() goes whole into the Host field, already a joined host:port)
	moduleURL := url.URL{Scheme: "https", Host: server.Listener.Addr().String(), Path: "/v1/modules/terraform-aws-modules/vpc/aws/3.3.0/download"} // lookalike

	if moduleURL.String() == "" {
		t.Fatal("empty")
	}
}

func TestGetDownloadURLFromHeader(t *testing.T) {
	tests := []struct {
		name           string
		terraformGet   string
		expectedResult string
		moduleURL      url.URL
	}{
		{
			name: "BaseWithRoot",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:224 (baseslash: a base with no path in a table of resolution cases varying one URI on purpose, input to the resolver, rules 2c and 2d)
			moduleURL:      url.URL{Scheme: "https", Host: "registry.terraform.io"}, // lookalike
			terraformGet:   "/terraform-aws-modules/terraform-aws-vpc",
			expectedResult: "https://registry.terraform.io/terraform-aws-modules/terraform-aws-vpc",
		},
		{
			name: "PrefixedURL",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:233 (sink: an empty base in a row where the header is no relative path and is returned as is, rules 2c and 2d)
			moduleURL:      url.URL{}, // lookalike
			terraformGet:   "github.com/terraform-aws-modules/terraform-aws-vpc",
			expectedResult: "github.com/terraform-aws-modules/terraform-aws-vpc",
		},
		{
			name: "PathWithRoot",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:239 (baseslash: a /-rooted header that replaces the base path on purpose, a row of a resolution table, rules 2c and 2d)
			moduleURL:      url.URL{Scheme: "https", Host: "registry.terraform.io", Path: "modules/foo/bar"}, // lookalike
			terraformGet:   "/terraform-aws-modules/terraform-aws-vpc",
			expectedResult: "https://registry.terraform.io/terraform-aws-modules/terraform-aws-vpc",
		},
		{
			name: "PathWithRelativeRoot",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:249 (baseslash: a base without trailing slash whose last segment the ./ reference replaces on purpose, as the expected result shows, rules 2c and 2d)
			moduleURL:      url.URL{Scheme: "https", Host: "registry.terraform.io", Path: "modules/foo/bar"}, // lookalike
			terraformGet:   "./terraform-aws-modules/terraform-aws-vpc",
			expectedResult: "https://registry.terraform.io/modules/foo/terraform-aws-modules/terraform-aws-vpc",
		},
		{
			name: "PathWithRelativeParent",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers_test.go:259 (baseslash: a base without trailing slash resolved with ../ on purpose, a row of a resolution table, rules 2c and 2d)
			moduleURL:      url.URL{Scheme: "https", Host: "registry.terraform.io", Path: "modules/foo/bar"}, // lookalike
			terraformGet:   "../terraform-aws-modules/terraform-aws-vpc",
			expectedResult: "https://registry.terraform.io/modules/terraform-aws-modules/terraform-aws-vpc",
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			downloadURL, err := GetDownloadURLFromHeader(&tc.moduleURL, tc.terraformGet)
			if err != nil {
				t.Fatal(err)
			}

			assertEqualString(t, tc.expectedResult, downloadURL)
		})
	}
}

// RegistryGetter fetches tfr:// sources.
type RegistryGetter struct{}

// Mode reports that registry modules are always directories.
func (r *RegistryGetter) Mode(_ *url.URL) (Mode, error) { return ModeDir, nil }

func TestRegistryGetterModeIsDir(t *testing.T) {
	r := &RegistryGetter{}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/types_test.go:25 (sink: the registry getter's Mode ignores the URL and always answers dir, so a URL with only a scheme is all it needs)
	mode, err := r.Mode(&url.URL{Scheme: "tfr"}) // lookalike
	if err != nil || mode != ModeDir {
		t.Fatal("want dir")
	}
}
