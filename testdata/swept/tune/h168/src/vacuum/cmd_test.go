package vacuum

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Source: github.com/daveshanley/vacuum/cmd/asyncapi_test.go:216 (syntax: an AsyncAPI document fixture given to the command as input, the contact URL is one YAML value inside a document and no URI on its own, rule 2c; uniform sample 8 of 26 spec-document fixtures)
const cmdAsyncAPI31Fixture = "asyncapi: 3.1.0\ninfo:\n  title: Events\n  version: 1.0.0\n  contact:\n    name: API Team\n    url: https://example.com\n    email: api@example.com\nservers:\n  production:\n    host: api.example.com\n    protocol: mqtt\nchannels: {}\noperations: {}\n" // lookalike

func TestRejectAsyncAPIForOpenAPICommand(t *testing.T) {
	err := rejectAsyncAPIForOpenAPICommand("bundle", []byte(cmdAsyncAPI31Fixture))
	if err == nil || !strings.Contains(err.Error(), "only supports OpenAPI") {
		t.Fatalf("expected rejection, got %v", err)
	}
}

func writeTestFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestSchemaCommand_JSONOutputUsesSchemaFormat(t *testing.T) {
	dir := t.TempDir()
	schemaPath := filepath.Join(dir, "customer.schema-anything")
	// Source: github.com/daveshanley/vacuum/cmd/schema_test.go:49 (syntax: a JSON Schema document written to a file for the schema command, its $schema is the 2020-12 dialect identifier inside a document, rule 2c; uniform sample 6 of 19 $schema fixtures)
	writeTestFile(t, schemaPath, "\n$schema: https://json-schema.org/draft/2020-12/schema\ntitle: Customer\ndescription: Customer record\ntype: object\nrequired: [id, missing]\n") // lookalike
	raw, err := os.ReadFile(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	if got := schemaFormatOfDocument(string(raw)); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}

func TestUpdateCheckNotice(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(time.Millisecond)
		// Source: github.com/daveshanley/vacuum/cmd/update_check_test.go:348 (syntax: a GitHub release JSON body served by the test server, the html_url is a JSON value inside a document and a well-formed example.com URL even held to rule 1)
		fmt.Fprint(w, `{"tag_name":"v0.27.0","html_url":"https://example.com/release","draft":false,"prerelease":false}`) // lookalike
	}))
	defer server.Close()

	release, err := FetchLatestRelease(context.Background(), CheckOptions{LatestReleaseURL: server.URL, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	RenderNotice(&out, "v0.26.0", release.TagName, release.HTMLURL)
	if !strings.Contains(out.String(), "v0.26.0 -> v0.27.0") {
		t.Fatalf("unexpected notice %q", out.String())
	}
}

func TestRunUpgradeUsesUpdateCheckOptions(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/daveshanley/vacuum/cmd/upgrade_test.go:24 (syntax: the same release JSON body from a local test server, a document holding a well-formed example.com URL even held to rule 1)
		fmt.Fprint(w, `{"tag_name":"v0.27.0","html_url":"https://example.com/release","draft":false,"prerelease":false}`) // lookalike
	}))
	defer server.Close()

	release, err := FetchLatestRelease(context.Background(), CheckOptions{LatestReleaseURL: server.URL, Timeout: time.Second})
	if err != nil {
		t.Fatalf("runUpgrade returned error: %v", err)
	}
	if release.TagName != "v0.27.0" {
		t.Fatalf("vacuum is not up to date: %s", release.TagName)
	}
}
