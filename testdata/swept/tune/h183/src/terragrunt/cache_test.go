package terragrunt

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestDownloaderRejectsWrongSegment(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(server.Close)

	// Requests that arrive before Serve accepts wait in the listener backlog, so
	// no readiness poll is needed.
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/download_auth_test.go:59 (hostjoin: the cache server listener's Addr().String() is already a joined host:port)
	base := "http://" + server.Listener.Addr().String() // lookalike

	resp, err := http.Get(base + "/downloads/AAAAAAAAAAAAAAAAAAAAAAAAAA/example.invalid/provider.zip")
	if err == nil {
		resp.Body.Close()
	}
}

func TestDownloaderLogsURIs(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(server.Close)

	segment := "segment"

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/download_auth_test.go:130 (hostjoin: the listener's Addr().String() is already a joined host:port, and the remote host is the reserved example.invalid as a path segment)
	resp, err := http.Get("http://" + server.Listener.Addr().String() + "/downloads/" + segment + "/example.invalid/provider.zip") // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

// ResponseBody is a provider platform response.
type ResponseBody struct {
	OS          string `json:"os"`
	Arch        string `json:"arch"`
	Filename    string `json:"filename"`
	DownloadURL string `json:"download_url"`
	SHASumsURL  string `json:"shasums_url"`
}

func TestResponseBodyPackagesRoundTrip(t *testing.T) {
	// Sample response shape extracted from opentofu/opentofu RFC
	// 20251027-provider-registry-hashes.md.
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/models/provider_test.go:20 (syntax: a JSON registry response whose fields hold URLs, a document and no URI)
	raw := []byte("{\n\t\"protocols\": [\"5.0\"],\n\t\"os\": \"linux\",\n\t\"arch\": \"amd64\",\n\t\"filename\": \"terraform-provider-aws_5.31.0_linux_amd64.zip\",\n\t\"download_url\": \"https://example.com/terraform-provider-aws_5.31.0_linux_amd64.zip\",\n\t\"shasums_url\": \"https://example.com/SHA256SUMS\"\n}") // lookalike

	var body ResponseBody
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatal(err)
	}
}

// FilenameFromURL extracts a clean filename from a URL string, stripping query parameters and fragments.
func FilenameFromURL(rawURL string) string {
	name, _, _ := strings.Cut(rawURL, "?")
	name, _, _ = strings.Cut(name, "#")

	return name[strings.LastIndex(name, "/")+1:]
}

func TestFilenameFromURL(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "signed S3 URL with query string",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/cache/models/provider_test.go:177 (credentials: a presigned URL with AWS's documented example key id in query parameters, input to the filename extractor, rule 2c; no userinfo password)
			input:    "https://s3.amazonaws.com/bucket/terraform-provider-aws_5.0.0_linux_amd64.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404", // lookalike
			expected: "terraform-provider-aws_5.0.0_linux_amd64.zip",
		},
	}

	for _, tc := range tests {
		assertEqualString(t, tc.expected, FilenameFromURL(tc.input))
	}
}

func TestCLIConfigSave(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/cliconfig/config_test.go:140 (syntax: the expected rendered CLI config text, which holds URLs as HCL values, a document and no URI)
	expectedHCL := "\nprovider_installation {\n\n   \"network_mirror\" {\n    url = \"https://network-mirror.io/providers/\"\n  }\n}\n\nhost \"registry.terraform.io\" {\n  services = {\n    \"providers.v1\" = \"http://localhost:5758/v1/providers/registry.terraform.io/\"\n  }\n}\n" // lookalike

	if !strings.Contains(expectedHCL, "providers.v1") {
		t.Fatal("missing host block")
	}
}
