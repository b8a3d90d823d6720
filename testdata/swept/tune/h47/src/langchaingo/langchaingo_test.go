package langchaingo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/testcontainers/testcontainers-go/modules/mongodb"
)

// Source: github.com/tmc/langchaingo/chains/api_test.go:14 (syntax: the URL is part of API documentation prose handed to an LLM chain, and prose is not a URI.)
const meteoDocs = "BASE URL: https://api.open-meteo.com/\n\n" + // lookalike
	"API Documentation\n" +
	"All URL parameters are listed below:\n"

func TestAPIChainDocs(t *testing.T) {
	if !strings.Contains(meteoDocs, "API Documentation") {
		t.Fatal("docs missing")
	}
}

// Source: github.com/tmc/langchaingo/httputil/transport_test.go:189 (escaper: the query is rebuilt with url.Values.Encode, which escapes every value.)
func setExistingKey(req *http.Request, existingKey string) {
	if existingKey != "" {
		q := req.URL.Query()
		q.Set("key", existingKey)
		req.URL.RawQuery = q.Encode() // lookalike
	}
}

// Source: github.com/tmc/langchaingo/internal/httprr/rr_test.go:181 (syntax: the URL is the target of an HTTP request line inside a recorded trace, not a URI string by itself.)
var badResponseTrace = []byte("httprr trace v1\n" +
	"105 75\n" +
	"GET http://127.0.0.1/myrequest HTTP/1.1\r\n" + // lookalike
	"Host: 127.0.0.1\r\n" +
	"\r\n" +
	"HZZP/1.1 200 OK\r\n" +
	"Content-Length: 0\r\n" +
	"\r\n")

// Source: github.com/tmc/langchaingo/llms/ernie/internal/ernieclient/ernieclient_test.go:48 (escaper: the scrubbed query is rebuilt with url.Values.Encode, which escapes every value.)
func scrubAccessToken(req *http.Request) error {
	q := req.URL.Query()
	if q.Get("access_token") != "" {
		q.Set("access_token", "test-access-token")
		req.URL.RawQuery = q.Encode() // lookalike
	}
	return nil
}

// Source: github.com/tmc/langchaingo/llms/googleai/googleai_test.go:57 (escaper: the scrubbed query is rebuilt with url.Values.Encode, which escapes every value.)
func scrubAPIKey(req *http.Request) error {
	q := req.URL.Query()
	if q.Get("key") != "" {
		q.Set("key", "test-api-key")
		req.URL.RawQuery = q.Encode() // lookalike
	}
	return nil
}

func TestUnmarshalYAMLMessage(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		wantErr bool
	}{
		{
			name: "multiple parts",
			input: "role: user\n" +
				"parts:\n" +
				"- type: image_url\n" +
				"  image_url:\n" +
				// Source: github.com/tmc/langchaingo/llms/marshaling_test.go:38 (syntax: the URL is a value embedded in a YAML document, and the literal as a whole is not a URI.)
				"    url: http://example.com/image.png\n", // lookalike
			wantErr: false,
		},
	}
	for _, tt := range tests {
		if tt.wantErr || !strings.Contains(tt.input, "image_url") {
			t.Errorf("%s: bad fixture", tt.name)
		}
	}
}

func TestMarshalJSONMessage(t *testing.T) {
	tests := []struct {
		name    string
		want    string
		wantErr bool
	}{
		{
			name: "multiple parts",
			// Source: github.com/tmc/langchaingo/llms/marshaling_test.go:312 (syntax: the URL is a value inside an expected JSON document, and the literal as a whole is not a URI.)
			want:    `{"role":"user","parts":[{"text":"Hello, world!","type":"text"},{"type":"image_url","image_url":{"url":"http://example.com/image.png"}}]}`, // lookalike
			wantErr: false,
		},
	}
	for _, tt := range tests {
		if tt.wantErr || !strings.HasPrefix(tt.want, "{") {
			t.Errorf("%s: bad fixture", tt.name)
		}
	}
}

func TestStructuredParser(t *testing.T) {
	tests := []struct {
		name        string
		llmOutput   string
		expectError bool
	}{
		{
			name: "Single",
			// Source: github.com/tmc/langchaingo/outputparser/structured_test.go:27 (syntax: the URL is a JSON value inside a markdown code fence given to an output parser, not a URI literal.)
			llmOutput:   "```json\n{\n\t\"url\": \"https://google.com\" \n}\n```", // lookalike
			expectError: false,
		},
	}
	for _, tt := range tests {
		if tt.expectError || !strings.Contains(tt.llmOutput, "json") {
			t.Errorf("%s: bad fixture", tt.name)
		}
	}
}

func TestHostStripping(t *testing.T) {
	tests := []struct {
		input    string
		expected string
	}{
		{"test.pinecone.io", "test.pinecone.io"},
		// Source: github.com/tmc/langchaingo/vectorstores/pinecone/pinecone_unit_test.go:563 (port: a doubled scheme is a row of a host-stripping table that varies the input on purpose and tests the code that strips the scheme.)
		{"https://https://test.pinecone.io", "https://test.pinecone.io"}, // lookalike
	}
	for _, test := range tests {
		s := &pineconeStore{}
		pineconeWithHost(test.input)(s)
		if s.host != test.expected {
			t.Errorf("got %q, want %q", s.host, test.expected)
		}
	}
}

func TestQdrantOptions(t *testing.T) {
	tests := []struct {
		name        string
		qdrantURL   url.URL
		hasEmbedder bool
		wantErr     bool
	}{
		{
			name: "missing embedder",
			// Source: github.com/tmc/langchaingo/vectorstores/qdrant/qdrant_unit_test.go:86 (plainhttp: plain http to localhost is fine.)
			qdrantURL:   url.URL{Scheme: "http", Host: "localhost:6333"}, // lookalike
			hasEmbedder: false,
			wantErr:     true,
		},
	}
	for _, tt := range tests {
		gotErr := tt.qdrantURL == (url.URL{}) || !tt.hasEmbedder
		if gotErr != tt.wantErr {
			t.Errorf("%s: got error %v", tt.name, gotErr)
		}
	}
}

// Source: github.com/tmc/langchaingo/internal/imageutil/download_unit_test.go:113 (port: port 99999 is deliberate in a test named InvalidURL, commented as an invalid URL, that expects an error.)
func TestDownloadImageData_InvalidURL(t *testing.T) {
	// Test with invalid URL
	_, err := downloadImageData("http://[::1]:99999/invalid") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}

// Source: github.com/tmc/langchaingo/vectorstores/mongovector/mongovector_test.go:142 (hostjoin: the host comes from a container's Host(), which may fail and lies outside the test, and is joined with a bare ':' instead of net.JoinHostPort.)
func mongoConnectionURI(ctx context.Context, container *mongodb.MongoDBContainer) (string, error) {
	host, err := container.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("failed to get container host: %w", err)
	}
	port, err := container.MappedPort(ctx, "27017")
	if err != nil {
		return "", fmt.Errorf("failed to get container port: %w", err)
	}
	uri := fmt.Sprintf("mongodb://%s:%s/?directConnection=true", host, port.Port()) // defect hostjoin
	return uri, nil
}
