package libopenapi

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Source: github.com/pb33f/libopenapi/arazzo/coverage_test.go:1645 (pathjoin: filepath.ToSlash turns an absolute OS path into a file URL path, no path function is applied to a URI)
func TestFetchSourceBytesFile(t *testing.T) {
	filePath := filepath.Join(t.TempDir(), "api.yaml")
	if err := os.WriteFile(filePath, []byte("file-content"), 0o600); err != nil {
		t.Fatal(err)
	}
	u := &url.URL{Scheme: "file", Path: filepath.ToSlash(filePath)} // lookalike
	b, _, err := fetchSourceBytes(u)
	if err != nil || string(b) != "file-content" {
		t.Fatalf("got %q, %v", b, err)
	}
}

// Source: github.com/pb33f/libopenapi/arazzo/engine_coverage_test.go:1830 (pathjoin: the file URL is built from filepath.ToSlash of an OS path and fed back to the library's own parser, which handles the drive form)
func TestFetchSourceBytesFileSchemeSuccess(t *testing.T) {
	testFile := filepath.Join(t.TempDir(), "spec.yaml")
	if err := os.WriteFile(testFile, []byte("openapi: 3.0.0"), 0o644); err != nil {
		t.Fatal(err)
	}
	fileURL := (&url.URL{Scheme: "file", Path: filepath.ToSlash(testFile)}).String() // lookalike
	u, err := parseAndResolveSourceURL(fileURL, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := fetchSourceBytes(u); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/pb33f/libopenapi/arazzo/engine_coverage_test.go:2142 (port: host "X:" is a synthetic Windows drive-in-host fixture for the drive-letter reconstruction branch, and the test expects an error)
func TestFetchSourceBytesDriveInHost(t *testing.T) {
	synthURL := &url.URL{Scheme: "file", Host: "X:", Path: "/fake/path.yaml"} // lookalike
	if _, _, err := fetchSourceBytes(synthURL); err == nil {
		t.Fatal("want error")
	}
}

// Source: github.com/pb33f/libopenapi/bundler/bundler_ref_rewrite_test.go:40 (hostform: the scheme prefixes are arguments to strings.HasPrefix that skip external refs, not URIs with an empty host)
func TestBundledRefsRewritten(t *testing.T) {
	for _, refValue := range strings.Fields(os.Getenv("REFS")) {
		if strings.HasPrefix(refValue, "http://") || strings.HasPrefix(refValue, "https://") || strings.HasPrefix(refValue, "urn:") { // lookalike
			continue
		}
		t.Logf("unrewritten ref %s", refValue)
	}
}

// Source: github.com/pb33f/libopenapi/datamodel/high/arazzo/version_origin_test.go:130 (syntax: the bad escape is deliberate, the test is named MalformedAuthoredSelfIsPreserved)
func TestResolveDocumentOriginMalformedAuthoredSelfIsPreserved(t *testing.T) {
	origin, err := resolveDocumentOrigin(
		"https://identity.example/%zz", // lookalike
		"",
		"",
	)
	if err != nil || origin == "" {
		t.Fatal(err)
	}
}

func TestOverlayResolveExtends(t *testing.T) {
	for _, tc := range []struct{ name, self, base, extends, want string }{
		// Source: github.com/pb33f/libopenapi/datamodel/high/overlay/uri_test.go:24 (percent: %23 encodes the reserved '#' and must stay encoded, a row of a resolver table that varies one URI)
		{"encoded fragment", "", "", "https://example.com/a%23b.yaml", "https://example.com/a%23b.yaml"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := resolveExtends(tc.self, tc.extends, tc.base)
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v", got, err)
			}
		})
	}
	// Source: github.com/pb33f/libopenapi/datamodel/high/overlay/uri_test.go:32 (syntax: the unclosed bracket is one of a list of values each required to produce an error)
	for _, value := range []string{"a.yaml#", "a.yaml#part", "%zz", "a b.yaml", "https://[bad"} { // lookalike
		if _, err := resolveExtends(value, "", ""); err == nil {
			t.Fatalf("%q: want error", value)
		}
	}
}

// Source: github.com/pb33f/libopenapi/datamodel/high/v3/document_test.go:145 (syntax: an OpenAPI server URL template with {variables} is the expected model value, not a URI)
func TestServerURLTemplate(t *testing.T) {
	servers := loadServers()
	if got := servers[1].URL; got != "https://{domain}.{host}.com" { // lookalike
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/pb33f/libopenapi/datamodel/low/v3/create_document_test.go:565 (syntax: an OpenAPI server URL template with {variables} is the expected low-model value, not a URI)
func TestLowServerURLTemplate(t *testing.T) {
	server2 := loadLowServers()[1]
	if server2.URL.Value != "https://{domain}.{host}.com" { // lookalike
		t.Fatalf("got %q", server2.URL.Value)
	}
}

func TestUnescapeJSONString(t *testing.T) {
	const thumbsUp = "\U0001F44D"
	for _, tc := range []struct{ name, input, expected string }{
		// Source: github.com/pb33f/libopenapi/datamodel/spec_info_test.go:492 (syntax: a JSON-escaped URL is the input of a JSON unescaper in a table of escape cases)
		{"surrogate pair with escaped slash", `https:\/\/example.com\/\ud83d\udc4d`, `https://example.com/` + thumbsUp}, // lookalike
	} {
		if got := unescapeJSONString(tc.input); got != tc.expected {
			t.Logf("%s: got %q", tc.name, got)
		}
	}
}

func TestDocumentRetrievalURLPreservesRemoteOriginsAndQueries(t *testing.T) {
	for _, tc := range []struct{ root, reference, item string }{
		// Source: github.com/pb33f/libopenapi/document_retrieval_origin_test.go:31 (percent: %2F %26 %3D encode reserved characters that must stay encoded, in uppercase hex, a row of a table that varies one reference)
		{"https://root.example/schemas/root.yaml?token=root", "./item%2Fleaf.yaml?sig=a%26b%3Dc#/components/schemas/Item%20Name", "https://root.example/schemas/item%2Fleaf.yaml?sig=a%26b%3Dc"}, // lookalike
	} {
		if got := retrievedItemURL(tc.root, tc.reference); got != tc.item {
			t.Fatalf("got %q", got)
		}
	}
}

// Source: github.com/pb33f/libopenapi/generator/sdk/coverage_test.go:151 (syntax: a server URL template whose variable has no definition, and the test expects that error)
func TestResolveServerURLNilVariable(t *testing.T) {
	_, err := resolveServerURL(&Server{URL: "https://{region}.example.test", Variables: map[string]*ServerVariable{"region": nil}}) // lookalike
	if err == nil {
		t.Fatal("want error")
	}
}

func TestDetectContentType(t *testing.T) {
	for _, tc := range []struct {
		name     string
		content  string
		expected int
	}{
		// Source: github.com/pb33f/libopenapi/index/issue438_test.go:235 (syntax: content for a content-type detector in a row named URLs (not YAML), not a URI in use)
		{name: "URLs (not YAML)", content: "https://example.com/path: some value", expected: contentUnsupported}, // lookalike
	} {
		if got := detectContentType([]byte(tc.content)); got != tc.expected {
			t.Fatalf("%s: got %d", tc.name, got)
		}
	}
}

func TestDetectContentTypeDeep(t *testing.T) {
	for _, tc := range []struct {
		name     string
		data     []byte
		expected int
	}{
		// Source: github.com/pb33f/libopenapi/index/rolodex_remote_loader_deep_test.go:85 (port: two URLs on separate lines are file content for a content-type detector, not a URI that is used)
		{name: "Content with colons in URLs (should be ignored by YAML detection)", data: []byte("http://example.com:8080/path\nhttps://another.com:443/path"), expected: contentUnsupported}, // lookalike
	} {
		if got := detectContentType(tc.data); got != tc.expected {
			t.Fatalf("%s: got %d", tc.name, got)
		}
	}
}

func TestSchemaIDFragmentResolution(t *testing.T) {
	for _, tc := range []struct{ name, fragment string }{
		// Source: github.com/pb33f/libopenapi/index/schema_id_fragment_test.go:33 (syntax: the bad escape is deliberate, the row is named malformed escape)
		{"malformed escape", "#/properties/%zz"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/pb33f/libopenapi/index/schema_id_fragment_test.go:47 (syntax: the base is joined to fragments from a table that varies them on purpose, including a malformed one)
			ref := resolveRefViaSchemaID("https://example.com/holder" + tc.fragment) // lookalike
			_ = ref
		})
	}
}

// Source: github.com/pb33f/libopenapi/overlay12_test.go:40 (syntax: the space in the file URI is one of a loop of odd values with %zz, in a test that checks unused document URIs are not resolved)
func TestOverlayApplyDoesNotResolveUnusedDocumentURIs(t *testing.T) {
	for _, uri := range []string{"file:///C:/My Specs/api.yaml", "api.yaml#fragment", "%zz"} { // lookalike
		t.Run(uri, func(t *testing.T) {
			if uri == "" {
				t.Fatal("empty")
			}
		})
	}
}

// Source: github.com/pb33f/libopenapi/arazzo_test.go:779 (syntax: a key=value log line that contains a URI is text, not a URI)
func TestArazzoOriginLogged(t *testing.T) {
	if got := logOrigin("https://specs.example.com/root.arazzo.yaml"); !strings.Contains(got, "retrievalURI=https://specs.example.com/root.arazzo.yaml") { // lookalike
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/pb33f/libopenapi/bundler/bundler_test.go:1745 (syntax: a curl command line written into a markdown example file is text, not a URI)
func TestBundleDocumentResolvesDuplicateExtensionRefs(t *testing.T) {
	curlExample := `curl -X GET https://api.example.com/test` // lookalike
	if err := os.WriteFile(filepath.Join(t.TempDir(), "curl.md"), []byte(curlExample), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLinkRendering(t *testing.T) {
	for _, test := range []struct{ text, target, want string }{
		// Source: github.com/pb33f/libopenapi/generator/internal/gocomment/gocomment_test.go:81 (syntax: the wanted output is comment prose with the URL in parentheses, not a URI)
		{"docs", "https://example.com", "docs (https://example.com)"}, // lookalike
	} {
		if got := link(test.text, test.target); got != test.want {
			t.Fatalf("got %q", got)
		}
	}
}
