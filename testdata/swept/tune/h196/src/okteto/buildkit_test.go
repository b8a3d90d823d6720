package okteto

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

type fakeURLParser struct {
	url *url.URL
	err error
}

func (f *fakeURLParser) Parse(string) (*url.URL, error) { return f.url, f.err }

type mockBuildkitClientCreator struct {
	client *BuildkitClient
	err    error
}

func (m *mockBuildkitClientCreator) New(ctx context.Context, address string) (*BuildkitClient, error) {
	return m.client, m.err
}

// TestBuildkitClientFactory_GetBuildkitClient mirrors pkg/build/buildkit/connector/client_test.go.
func TestBuildkitClientFactory_GetBuildkitClient(t *testing.T) {
	tests := []struct {
		urlParser     urlParser
		clientCreator clientCreator
		name          string
		cert          string
		token         string
		builder       string
		expectedError bool
	}{
		{
			name:    "Success with cert and token",
			cert:    "dGVzdGNlcnQ=",
			token:   "testtoken",
			builder: "https://buildkit.example.com",
			urlParser: &fakeURLParser{
				// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/client_test.go:92 (sink: a fake parser result with only a host, from which the factory reads Hostname for TLS, no URI is sent; uniform sample 2 of 6, by the rule that a value only compared or read is no URI use)
				url: &url.URL{Host: "buildkit.example.com"}, // lookalike
			},
			clientCreator: &mockBuildkitClientCreator{client: &BuildkitClient{}},
			expectedError: false,
		},
		{
			name:  "Error parsing builder URL",
			cert:  "dGVzdGNlcnQ=",
			token: "testtoken",
			// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/client_test.go:164 (sink: a builder URL with no scheme in the case named Error parsing builder URL with expectedError true, rules 2a and 2b)
			builder:       "://invalid-url", // lookalike
			urlParser:     &fakeURLParser{err: errors.New("parse error")},
			clientCreator: &mockBuildkitClientCreator{client: &BuildkitClient{}},
			expectedError: true,
		},
		{
			name:  "Success without cert and token",
			cert:  "",
			token: "",
			// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/client_test.go:212 (sink: a unix socket URI has an empty authority by design, and the buildkit client dials unix addresses, by rule 1, which holds it to non-test demands it meets)
			builder: "unix:///var/run/buildkit/buildkitd.sock", // lookalike
			urlParser: &fakeURLParser{
				// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/client_test.go:214 (sink: a host-only fake parser result that is never read without a certificate, by the rule that a value only compared or read is no URI use)
				url: &url.URL{Host: "buildkit.example.com"}, // lookalike
			},
			clientCreator: &mockBuildkitClientCreator{client: &BuildkitClient{}},
			expectedError: false,
		},
		{
			name:  "Error creating BuildKit client without cert",
			cert:  "",
			token: "",
			// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/client_test.go:229 (sink: the same unix socket URI with its empty authority, valid for the unix scheme, by rule 1, which holds it to non-test demands it meets)
			builder:       "unix:///var/run/buildkit/buildkitd.sock", // lookalike
			clientCreator: &mockBuildkitClientCreator{err: errors.New("boom")},
			expectedError: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := NewBuildkitClientFactory(tt.cert, tt.builder, tt.token)
			if tt.urlParser != nil {
				f.urlParser = tt.urlParser
			}
			f.buildkitClientCreator = tt.clientCreator
			_, err := f.GetBuildkitClient(context.Background())
			if (err != nil) != tt.expectedError {
				t.Errorf("unexpected error %v", err)
			}
		})
	}
}

// getSolveErrorHint stands in for GetSolveErrorMessage of pkg/build/buildkit/errors.go.
func getSolveErrorHint(err error) string {
	if strings.Contains(err.Error(), "no such host") {
		return "Please verify the name of the image to make sure it exists."
	}
	return ""
}

// Test_GetSolveErrorMessage mirrors pkg/build/buildkit/errors_test.go.
func Test_GetSolveErrorMessage(t *testing.T) {
	tests := []struct {
		err      error
		expected string
		name     string
	}{
		{
			name: "registry host not found",
			// Source: github.com/okteto/okteto/pkg/build/buildkit/errors_test.go:102 (syntax: a buildkit error text that quotes a request URL among words, an error message by rule 4; uniform sample 1 of 8 such texts)
			err:      errors.New("failed to solve: image: failed to do request: Head 'https://non-existing.okteto.dev/v2/xxxx/cli/manifests/debug-4': dial tcp: lookup non-existing.okteto.dev on xx.xxxx.x.xx:xx: no such host"), // lookalike
			expected: "Please verify the name of the image to make sure it exists.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, getSolveErrorHint(tt.err))
		})
	}
}

// translateCacheMount stands in for cacheMountTranslator.translate of pkg/cmd/build: it adds an id made by the hash function.
func translateCacheMount(line string, hash func(target string) string) string {
	const mount = "--mount=type=cache"
	if !strings.Contains(line, mount) {
		return line
	}
	target := ""
	if i := strings.Index(line, "target="); i >= 0 {
		target = strings.Fields(line[i+len("target="):])[0]
	}
	return strings.Replace(line, mount, "--mount=id="+hash(target)+",type=cache", 1)
}

// TestCacheMountTranslator_Translate mirrors pkg/cmd/build/translator_test.go: the test hash puts the repository URL into the id.
func TestCacheMountTranslator_Translate(t *testing.T) {
	hash := func(target string) string {
		return fmt.Sprintf("%s-%s-%s-%s", "https://github.com/test/repo", "Dockerfile", "prod", target)
	}
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name:  "adds id to cache mount without target",
			input: "RUN --mount=type=cache apt-get update",
			// Source: github.com/okteto/okteto/pkg/cmd/build/translator_test.go:469 (syntax: an expected Dockerfile line whose cache id starts with a URL joined to other words, command text and no URI; uniform sample 1 of 7, by rule 4)
			expected: "RUN --mount=id=https://github.com/test/repo-Dockerfile-prod-,type=cache apt-get update", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, translateCacheMount(tt.input, hash))
		})
	}
}
