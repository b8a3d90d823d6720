package terragrunt

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

const (
	archiveURLPath   = "/archives/terraform-provider-warmup_1.0.0_linux_amd64.zip"
	platformJSONPath = "/v1/providers/hashicorp/warmup/1.0.0/download/linux/amd64"
)

// newWarmupUpstream serves a provider registry whose platform document
// points at an archive on the same server.
func newWarmupUpstream(t *testing.T) (string, string) {
	t.Helper()

	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case platformJSONPath:
			w.Header().Set("Content-Type", "application/json")

			body := fmt.Sprintf(
				`{"os":%q,"arch":%q,"filename":%q,"download_url":%q}`,
				"linux",
				"amd64",
				"terraform-provider-warmup_1.0.0_linux_amd64.zip",
				// Source: github.com/gruntwork-io/terragrunt/internal/providercache/archive_staging_test.go:99 (hostjoin: r.Host is the request's whole authority, already host:port, so only a scheme and path are added)
				"http://"+r.Host+archiveURLPath, // lookalike
			)

			_, _ = io.WriteString(w, body)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	t.Cleanup(upstream.Close)

	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/archive_staging_test.go:115 (sink: the bare http:// prefix is only trimmed off the server URL to get its registry name, no URI use)
	return strings.TrimPrefix(upstream.URL, "http://"), upstream.URL // lookalike
}

// warmUpProviderArchive builds the cache server URL that downloads the warm-up provider.
func warmUpProviderArchive(providerURL *url.URL, requestID, registryName string) string {
	downloadURL := *providerURL
	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/archive_staging_test.go:198 (escaper: the segments go into the decoded Path field, which URL.String escapes itself)
	downloadURL.Path += "/" + strings.Join([]string{requestID, registryName, "hashicorp", "warmup", "1.0.0", "download", "linux", "amd64"}, "/") // lookalike

	return downloadURL.String()
}

func TestProviderCacheArchiveStaging(t *testing.T) {
	registryName, upstreamURL := newWarmupUpstream(t)
	if registryName == "" || upstreamURL == "" {
		t.Fatal("no upstream")
	}

	_ = warmUpProviderArchive(&url.URL{Scheme: "http", Host: "127.0.0.1:5758", Path: "/v1/providers"}, "id", registryName)
}

// TestCreateLocalCLIConfigStripsProxiedCredentials pins the wiring: the real
// token must not return to disk.
func TestCreateLocalCLIConfigStripsProxiedCredentials(t *testing.T) {
	const (
		registry  = "registry.example.test"
		realToken = "REAL-REGISTRY-TOKEN"
		// Source: github.com/gruntwork-io/terragrunt/internal/providercache/local_cli_config_test.go:26 (hostjoin: a CLI config text that splices a constant DNS host into a providers.v1 URL, no port and no host:port join)
		userCLIConfig = "\ncredentials \"" + registry + "\" {\n  token = \"" + realToken + "\"\n}\n\nhost \"" + registry + "\" {\n  services = {\n    \"providers.v1\" = \"https://" + registry + "/v1/providers/\"\n  }\n}\n" // lookalike
	)

	if !strings.Contains(userCLIConfig, realToken) {
		t.Fatal("token missing")
	}
}

func TestNestedModulesCredentials(t *testing.T) {
	upstream := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(upstream.Close)

	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/nested_modules_credentials_test.go:86 (sink: the bare http:// prefix is only trimmed off the server URL to get its registry name, no URI use)
	registryName := strings.TrimPrefix(upstream.URL, "http://") // lookalike

	// Build the same URL OpenTofu/Terraform would hit via the host block:
	// <cache server>/v1/modules/<registry>/<module path>
	moduleURL := &url.URL{Scheme: "http", Host: "127.0.0.1:5758", Path: "/v1/modules"}
	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/nested_modules_credentials_test.go:156 (escaper: the registry name and module path go into the decoded Path field, which URL.String escapes itself)
	moduleURL.Path += "/" + registryName + "/private/lambda/aws/versions" // lookalike

	if _, err := http.NewRequest(http.MethodGet, moduleURL.String(), nil); err != nil {
		t.Fatal(err)
	}
}

func TestProviderCacheServer(t *testing.T) {
	testCases := []struct {
		relURLPath           string
		fullURLPath          string
		expectedDownloadPath string
	}{
		{relURLPath: "/cache/registry.terraform.io/hashicorp/template/2.2.0/download/linux/amd64"},
		{fullURLPath: "/v1/providers/registry.terraform.io/hashicorp/template/versions", expectedDownloadPath: "/registry.terraform.io/hashicorp/template/2.2.0/linux_amd64.zip"},
	}

	listener := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(listener.Close)

	for _, tc := range testCases {
		urlPath := &url.URL{Scheme: "http", Host: listener.Listener.Addr().String(), Path: "/v1/providers"}
		// Source: github.com/gruntwork-io/terragrunt/internal/providercache/providercache_test.go:187 (escaper: the table's relative path is appended to the decoded Path field, which URL.String escapes itself)
		urlPath.Path += tc.relURLPath // lookalike

		if tc.fullURLPath != "" {
			// Source: github.com/gruntwork-io/terragrunt/internal/providercache/providercache_test.go:190 (escaper: the table's full path is set in the decoded Path field, which URL.String escapes itself)
			urlPath.Path = tc.fullURLPath // lookalike
		}

		if tc.expectedDownloadPath != "" {
			// Source: github.com/gruntwork-io/terragrunt/internal/providercache/providercache_test.go:214 (hostjoin: the expected download URL adds a scheme to the listener's Addr().String(), already a joined host:port)
			downloadURL := "http://" + listener.Listener.Addr().String() + "/downloads/" + "segment" + tc.expectedDownloadPath // lookalike

			if !strings.HasPrefix(downloadURL, "http://") {
				t.Error(downloadURL)
			}
		}
	}
}

// signedQuery mimics the pre-signed parameters an S3-backed mirror hands back.
const signedQuery = "X-Amz-Algorithm=AWS4-HMAC-SHA256" +
	"&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
	"&X-Amz-Date=20130524T000000Z" +
	"&X-Amz-Expires=86400" +
	"&X-Amz-SignedHeaders=host" +
	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:24 (credentials: a mock presigned query with AWS's documented example key id, query parameters and not a password in userinfo)
	"&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404" // lookalike

func TestNetworkMirrorKeepsSignedQuery(t *testing.T) {
	const (
		mirrorHost   = "mirror.example.com"
		archiveHost  = "s3.example.com"
		archiveName  = "terraform-provider-aws_5.0.0_linux_amd64.zip"
		registryName = "custom-registry.example.com"
	)

	signedDownloadURL := fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:57 (syntax: a template filled with a host, an archive name and an encoded signed query, which gives a valid URL)
		"https://%s/bucket/archives/%s?%s", // lookalike
		archiveHost, archiveName, signedQuery,
	)

	// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:92 (baseslash: the network mirror base URL ends in a slash, so references resolve under it)
	mirrorURL := parseURL(t, "https://"+mirrorHost+"/") // lookalike

	if signedDownloadURL == "" || mirrorURL.Host != mirrorHost || registryName == "" {
		t.Fatal("bad setup")
	}
}

func TestNetworkMirrorResolvesRelativeArchiveURLs(t *testing.T) {
	const archiveName = "terraform-provider-aws_5.0.0_linux_amd64.zip"

	testCases := []struct {
		name          string
		archiveURL    string
		expectedQuery string
	}{
		{
			name:       "relative URL",
			archiveURL: archiveName,
		},
		{
			name: "relative URL with signed query",
			// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:158 (baseslash: a relative archive reference in a table varying one URI on purpose, resolved against a mirror base that ends in a slash, rule 2d)
			archiveURL:    archiveName + "?" + signedQuery, // lookalike
			expectedQuery: signedQuery,
		},
		{
			name: "nested relative URL with signed query",
			// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:163 (baseslash: a nested relative archive reference, a row of the same table, rule 2d)
			archiveURL:    "archives/" + archiveName + "?" + signedQuery, // lookalike
			expectedQuery: signedQuery,
		},
		{
			name: "absolute path URL with signed query",
			// Source: github.com/gruntwork-io/terragrunt/internal/providercache/signed_url_test.go:168 (baseslash: a /-rooted archive reference is the point of its row, named absolute path URL, rules 2b and 2d)
			archiveURL:    "/bucket/archives/" + archiveName + "?" + signedQuery, // lookalike
			expectedQuery: signedQuery,
		},
	}

	base := parseURL(t, "https://mirror.example.com/registry/hashicorp/aws")

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			got := parseURL(t, resolveRelativeReference(base, tc.archiveURL))
			assertEqualString(t, tc.expectedQuery, got.RawQuery)
		})
	}
}
